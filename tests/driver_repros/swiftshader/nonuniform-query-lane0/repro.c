// Reproduction: OpImageQuerySizeLod through a NonUniform descriptor index returns lane 0's image size
// in other lanes. query.comp's even invocations read img[0] (17x9), odd ones img[1] (8x4); SPIR-V's
// NonUniform decoration says the index is not dynamically uniform, and Vulkan's descriptor indexing
// requires each invocation to access the descriptor its own index selects, so odd lanes must read
// (8, 4). SwiftShader's GetImageDimensions takes getUniformPointer() (lane 0's descriptor).
// Build: cc repro.c -o repro -lvulkan; run: repro query.spv (glslangValidator -V query.comp -o query.spv).
// Exit 0: PASS, 1: FAIL, 2: could not run.
#undef VK_NO_PROTOTYPES  // vktexel's own build defines it for volk; this program calls the loader
#include <stdio.h>
#include <stdlib.h>
#include <vulkan/vulkan.h>

#define CHECK(call)                                \
  do {                                             \
    if ((call) != VK_SUCCESS) {                    \
      printf("could not run: %s failed\n", #call); \
      return 2;                                    \
    }                                              \
  } while (0)

static uint32_t memoryType(VkPhysicalDevice gpu, uint32_t bits, VkMemoryPropertyFlags wanted) {
  VkPhysicalDeviceMemoryProperties m;
  vkGetPhysicalDeviceMemoryProperties(gpu, &m);
  for (uint32_t i = 0; i < m.memoryTypeCount; ++i)
    if ((bits & (1u << i)) && (m.memoryTypes[i].propertyFlags & wanted) == wanted) return i;
  return 0;
}

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  FILE* f = fopen(argv[1], "rb");
  if (!f) return 2;
  static uint32_t code[4096];
  const size_t codeSize = fread(code, 1, sizeof code, f);
  fclose(f);
  VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .apiVersion = VK_API_VERSION_1_2};
  VkInstanceCreateInfo instanceInfo = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
                                       .pApplicationInfo = &app};
  VkInstance instance;
  CHECK(vkCreateInstance(&instanceInfo, NULL, &instance));
  uint32_t count = 1;
  VkPhysicalDevice gpu;
  if (vkEnumeratePhysicalDevices(instance, &count, &gpu) < 0 || count == 0) return 2;
  VkPhysicalDeviceVulkan12Features available12 = {.sType =
                                                      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
  VkPhysicalDeviceFeatures2 available = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2,
                                         .pNext = &available12};
  vkGetPhysicalDeviceFeatures2(gpu, &available);
  if (!available12.shaderSampledImageArrayNonUniformIndexing) {
    printf("NOT SUPPORTED: shaderSampledImageArrayNonUniformIndexing\n");
    return 2;
  }
  VkPhysicalDeviceVulkan12Features enable12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                               .shaderSampledImageArrayNonUniformIndexing = VK_TRUE};
  const float priority = 1.0f;
  VkDeviceQueueCreateInfo queueInfo = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
                                       .queueFamilyIndex = 0,
                                       .queueCount = 1,
                                       .pQueuePriorities = &priority};
  VkDeviceCreateInfo deviceInfo = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
                                   .pNext = &enable12,
                                   .queueCreateInfoCount = 1,
                                   .pQueueCreateInfos = &queueInfo};
  VkDevice device;
  CHECK(vkCreateDevice(gpu, &deviceInfo, NULL, &device));  // family 0 computes on lavapipe and SwiftShader
  VkQueue queue;
  vkGetDeviceQueue(device, 0, 0, &queue);

  // The two images (contents never read: only their sizes) and their views.
  const VkExtent3D extents[2] = {{17, 9, 1}, {8, 4, 1}};
  VkImage images[2];
  VkImageView views[2];
  for (int i = 0; i < 2; ++i) {
    VkImageCreateInfo info = {.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO,
                              .imageType = VK_IMAGE_TYPE_2D,
                              .format = VK_FORMAT_R8G8B8A8_UNORM,
                              .extent = extents[i],
                              .mipLevels = 1,
                              .arrayLayers = 1,
                              .samples = VK_SAMPLE_COUNT_1_BIT,
                              .tiling = VK_IMAGE_TILING_OPTIMAL,
                              .usage = VK_IMAGE_USAGE_SAMPLED_BIT};
    CHECK(vkCreateImage(device, &info, NULL, &images[i]));
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(device, images[i], &req);
    VkMemoryAllocateInfo alloc = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
                                  .allocationSize = req.size,
                                  .memoryTypeIndex = memoryType(gpu, req.memoryTypeBits, 0)};
    VkDeviceMemory memory;
    CHECK(vkAllocateMemory(device, &alloc, NULL, &memory));
    CHECK(vkBindImageMemory(device, images[i], memory, 0));
    VkImageViewCreateInfo viewInfo = {.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO,
                                      .image = images[i],
                                      .viewType = VK_IMAGE_VIEW_TYPE_2D,
                                      .format = VK_FORMAT_R8G8B8A8_UNORM,
                                      .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}};
    CHECK(vkCreateImageView(device, &viewInfo, NULL, &views[i]));
  }
  // The result buffer: one uvec2 per invocation, host visible.
  VkBufferCreateInfo bufferInfo = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
                                   .size = 64 * 8,
                                   .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT};
  VkBuffer buffer;
  CHECK(vkCreateBuffer(device, &bufferInfo, NULL, &buffer));
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(device, buffer, &req);
  VkMemoryAllocateInfo alloc = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
                                .allocationSize = req.size,
                                .memoryTypeIndex = memoryType(gpu, req.memoryTypeBits,
                                                              VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                                                  VK_MEMORY_PROPERTY_HOST_COHERENT_BIT)};
  VkDeviceMemory bufferMemory;
  CHECK(vkAllocateMemory(device, &alloc, NULL, &bufferMemory));
  CHECK(vkBindBufferMemory(device, buffer, bufferMemory, 0));
  uint32_t* sizes;
  CHECK(vkMapMemory(device, bufferMemory, 0, VK_WHOLE_SIZE, 0, (void**)&sizes));

  // Set 0: binding 0 the results, binding 1 the two sampled images.
  const VkDescriptorSetLayoutBinding bindings[2] = {
      {0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL},
      {1, VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, 2, VK_SHADER_STAGE_COMPUTE_BIT, NULL}};
  VkDescriptorSetLayoutCreateInfo setLayoutInfo = {
      .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO, .bindingCount = 2, .pBindings = bindings};
  VkDescriptorSetLayout setLayout;
  CHECK(vkCreateDescriptorSetLayout(device, &setLayoutInfo, NULL, &setLayout));
  const VkDescriptorPoolSize poolSizes[2] = {{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1},
                                             {VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, 2}};
  VkDescriptorPoolCreateInfo poolInfo = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
                                         .maxSets = 1,
                                         .poolSizeCount = 2,
                                         .pPoolSizes = poolSizes};
  VkDescriptorPool pool;
  CHECK(vkCreateDescriptorPool(device, &poolInfo, NULL, &pool));
  VkDescriptorSetAllocateInfo setInfo = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                         .descriptorPool = pool,
                                         .descriptorSetCount = 1,
                                         .pSetLayouts = &setLayout};
  VkDescriptorSet set;
  CHECK(vkAllocateDescriptorSets(device, &setInfo, &set));
  const VkDescriptorBufferInfo bufferDescriptor = {buffer, 0, VK_WHOLE_SIZE};
  const VkDescriptorImageInfo imageDescriptors[2] = {
      {VK_NULL_HANDLE, views[0], VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL},
      {VK_NULL_HANDLE, views[1], VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL}};
  const VkWriteDescriptorSet writes[2] = {{.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
                                           .dstSet = set,
                                           .dstBinding = 0,
                                           .descriptorCount = 1,
                                           .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                           .pBufferInfo = &bufferDescriptor},
                                          {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
                                           .dstSet = set,
                                           .dstBinding = 1,
                                           .descriptorCount = 2,
                                           .descriptorType = VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE,
                                           .pImageInfo = imageDescriptors}};
  vkUpdateDescriptorSets(device, 2, writes, 0, NULL);

  VkPipelineLayoutCreateInfo layoutInfo = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO, .setLayoutCount = 1, .pSetLayouts = &setLayout};
  VkPipelineLayout layout;
  CHECK(vkCreatePipelineLayout(device, &layoutInfo, NULL, &layout));
  VkShaderModuleCreateInfo moduleInfo = {
      .sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO, .codeSize = codeSize, .pCode = code};
  VkShaderModule module;
  CHECK(vkCreateShaderModule(device, &moduleInfo, NULL, &module));
  VkComputePipelineCreateInfo pipelineInfo = {
      .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
      .stage = {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                .stage = VK_SHADER_STAGE_COMPUTE_BIT,
                .module = module,
                .pName = "main"},
      .layout = layout};
  VkPipeline pipeline;
  CHECK(vkCreateComputePipelines(device, VK_NULL_HANDLE, 1, &pipelineInfo, NULL, &pipeline));

  VkCommandPoolCreateInfo cmdPoolInfo = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
                                         .queueFamilyIndex = 0};
  VkCommandPool cmdPool;
  CHECK(vkCreateCommandPool(device, &cmdPoolInfo, NULL, &cmdPool));
  VkCommandBufferAllocateInfo cmdInfo = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                         .commandPool = cmdPool,
                                         .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                         .commandBufferCount = 1};
  VkCommandBuffer cmd;
  CHECK(vkAllocateCommandBuffers(device, &cmdInfo, &cmd));
  VkCommandBufferBeginInfo begin = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  CHECK(vkBeginCommandBuffer(cmd, &begin));
  VkImageMemoryBarrier barriers[2];
  for (int i = 0; i < 2; ++i)
    barriers[i] = (VkImageMemoryBarrier){.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
                                         .dstAccessMask = VK_ACCESS_SHADER_READ_BIT,
                                         .oldLayout = VK_IMAGE_LAYOUT_UNDEFINED,
                                         .newLayout = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL,
                                         .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
                                         .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
                                         .image = images[i],
                                         .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}};
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 0,
                       NULL, 0, NULL, 2, barriers);
  vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
  vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, layout, 0, 1, &set, 0, NULL);
  vkCmdDispatch(cmd, 1, 1, 1);
  VkMemoryBarrier toHost = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                            .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT,
                            .dstAccessMask = VK_ACCESS_HOST_READ_BIT};
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &toHost,
                       0, NULL, 0, NULL);
  CHECK(vkEndCommandBuffer(cmd));
  VkSubmitInfo submit = {
      .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &cmd};
  CHECK(vkQueueSubmit(queue, 1, &submit, VK_NULL_HANDLE));
  CHECK(vkQueueWaitIdle(queue));

  int wrong = 0;
  for (uint32_t lane = 0; lane < 64; ++lane) {
    const VkExtent3D e = extents[lane & 1];
    if (sizes[2 * lane] == e.width && sizes[2 * lane + 1] == e.height) continue;
    if (wrong++ < 4)
      printf("FAIL lane %u: img[%u] is %ux%u, the query returned %ux%u\n", lane, lane & 1, e.width, e.height,
             sizes[2 * lane], sizes[2 * lane + 1]);
  }
  printf("%d of 64 lanes wrong: %s\n", wrong, wrong ? "FAIL" : "PASS");
  return wrong ? 1 : 0;
}
