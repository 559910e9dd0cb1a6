// Reproduction: the sparse properties of a depth-only format name the COLOR aspect.
// VkSparseImageFormatProperties::aspectMask is "a bitmask of VkImageAspectFlagBits specifying which
// aspects of the image the properties apply to"; a D32_SFLOAT image has the DEPTH aspect only, so
// both vkGetPhysicalDeviceSparseImageFormatProperties and vkGetImageSparseMemoryRequirements must
// name DEPTH. An application that looks the depth entry up by aspect finds none; one that binds
// with the aspect reported breaks VUID-VkSparseImageMemoryBindInfo-subresource-01106.
// Build: cc repro.c -o repro -lvulkan. Exit 0: PASS, 1: FAIL, 2: could not run.
#undef VK_NO_PROTOTYPES  // vktexel's own build defines it for volk; this program calls the loader
#include <stdio.h>
#include <vulkan/vulkan.h>

int main(void) {
  VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO};
  app.apiVersion = VK_API_VERSION_1_1;
  VkInstanceCreateInfo instanceInfo = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  instanceInfo.pApplicationInfo = &app;
  VkInstance instance;
  if (vkCreateInstance(&instanceInfo, NULL, &instance) != VK_SUCCESS) return 2;
  uint32_t count = 1;
  VkPhysicalDevice gpu;
  if (vkEnumeratePhysicalDevices(instance, &count, &gpu) < 0 || count == 0) return 2;
  VkPhysicalDeviceFeatures features;
  vkGetPhysicalDeviceFeatures(gpu, &features);
  if (!features.sparseBinding || !features.sparseResidencyImage2D) {
    printf("NOT SUPPORTED: sparseResidencyImage2D\n");
    return 2;
  }
  const VkImageUsageFlags usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
  VkSparseImageFormatProperties props[4];
  count = 4;
  vkGetPhysicalDeviceSparseImageFormatProperties(gpu, VK_FORMAT_D32_SFLOAT, VK_IMAGE_TYPE_2D,
                                                 VK_SAMPLE_COUNT_1_BIT, usage, VK_IMAGE_TILING_OPTIMAL,
                                                 &count, props);
  if (count == 0) {
    printf("NOT SUPPORTED: sparse D32_SFLOAT 2D images\n");
    return 2;
  }
  int failed = 0;
  for (uint32_t i = 0; i < count; ++i) {
    const int ok = (props[i].aspectMask & (VK_IMAGE_ASPECT_DEPTH_BIT | VK_IMAGE_ASPECT_METADATA_BIT)) != 0 &&
                   (props[i].aspectMask & ~(VK_IMAGE_ASPECT_DEPTH_BIT | VK_IMAGE_ASPECT_METADATA_BIT)) == 0;
    printf(
        "%s vkGetPhysicalDeviceSparseImageFormatProperties(D32_SFLOAT)[%u].aspectMask = 0x%x (expected DEPTH "
        "0x2"
        " or METADATA 0x8)\n",
        ok ? "PASS" : "FAIL", i, props[i].aspectMask);
    failed |= !ok;
  }
  const float priority = 1.0f;
  VkDeviceQueueCreateInfo queueInfo = {
      .sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, .queueCount = 1, .pQueuePriorities = &priority};
  VkPhysicalDeviceFeatures enabled = {0};
  enabled.sparseBinding = enabled.sparseResidencyImage2D = VK_TRUE;
  VkDeviceCreateInfo deviceInfo = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
  deviceInfo.queueCreateInfoCount = 1;
  deviceInfo.pQueueCreateInfos = &queueInfo;
  deviceInfo.pEnabledFeatures = &enabled;
  VkDevice device;
  if (vkCreateDevice(gpu, &deviceInfo, NULL, &device) != VK_SUCCESS) return 2;
  VkImageCreateInfo imageInfo = {.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO};
  imageInfo.flags = VK_IMAGE_CREATE_SPARSE_BINDING_BIT | VK_IMAGE_CREATE_SPARSE_RESIDENCY_BIT;
  imageInfo.imageType = VK_IMAGE_TYPE_2D;
  imageInfo.format = VK_FORMAT_D32_SFLOAT;
  imageInfo.extent = (VkExtent3D){256, 256, 1};
  imageInfo.mipLevels = 1;
  imageInfo.arrayLayers = 1;
  imageInfo.samples = VK_SAMPLE_COUNT_1_BIT;
  imageInfo.tiling = VK_IMAGE_TILING_OPTIMAL;
  imageInfo.usage = usage;
  VkImage image;
  if (vkCreateImage(device, &imageInfo, NULL, &image) != VK_SUCCESS) return 2;
  VkSparseImageMemoryRequirements reqs[4];
  count = 4;
  vkGetImageSparseMemoryRequirements(device, image, &count, reqs);
  for (uint32_t i = 0; i < count; ++i) {
    const VkImageAspectFlags a = reqs[i].formatProperties.aspectMask;
    const int ok = a == VK_IMAGE_ASPECT_DEPTH_BIT || a == VK_IMAGE_ASPECT_METADATA_BIT;
    printf("%s vkGetImageSparseMemoryRequirements(D32_SFLOAT image)[%u].aspectMask = 0x%x\n",
           ok ? "PASS" : "FAIL", i, a);
    failed |= !ok;
  }
  vkDestroyImage(device, image, NULL);
  vkDestroyDevice(device, NULL);
  vkDestroyInstance(instance, NULL);
  printf("%s\n", failed ? "FAIL" : "PASS");
  return failed;
}
