"""Run a tree's main.py (the GUI) and add its CPU time at the first paint to the report: `first-paint-cpu S`.

bench/startup_bench.py runs this for every tree alike, the baseline's included,
whose station prints only the wall-clock time of its first paint: the line is
stamped with the process's CPU time as it is written.
Run: python bench/first_paint_child.py TREE/main.py FILE   (REFEREE_STATION_EXIT_AFTER_FIRST_PAINT=1 set)
"""
import runpy
import sys
import time


class _StampFirstPaint:
    """stdout, with the CPU time written after the station's first-paint line."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        cpu = time.process_time()
        written = self._stream.write(text)
        if text.startswith("first-paint "):
            self._stream.write(f"\nfirst-paint-cpu {cpu:.6f}")
        return written

    def __getattr__(self, name):
        return getattr(self._stream, name)


if __name__ == "__main__":
    main = sys.argv[1]
    sys.argv = [main, *sys.argv[2:]]
    sys.stdout = _StampFirstPaint(sys.stdout)
    runpy.run_path(main, run_name="__main__")
