# A stand-in astcenc release the ASTC model has not been checked against (deps.configure_refuses_unchecked_astcenc).
set(PACKAGE_VERSION "9.9.0")
set(PACKAGE_VERSION_COMPATIBLE TRUE)
