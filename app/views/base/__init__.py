"""What every views package may use: the signal hub, the declared settings, refresh-when-shown; imports no other views package."""
