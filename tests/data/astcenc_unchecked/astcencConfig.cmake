# A stand-in astcenc release (see astcencConfigVersion.cmake): configuration must stop before using it.
