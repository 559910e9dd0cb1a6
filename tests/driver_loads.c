/* Configure-time probe (tests/DriverAvailability.cmake): can this system dlopen the Vulkan driver
   library argv[1]? Prints dlerror() and exits 1 when it cannot. */
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  if (!dlopen(argv[1], RTLD_NOW | RTLD_LOCAL)) {
    printf("%s", dlerror());
    return 1;
  }
  return 0;
}
