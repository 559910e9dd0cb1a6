// Names of the Vulkan enum values and flag bits the state audit records (only those of the structs it
// reads; others are recorded as numbers, which are stable across header versions).
#pragma once

#include "field_log.h"

#include <vulkan/vulkan.h>

#include <string>

namespace state_audit::names {

extern const EnumName kImageType[3], kImageViewType[7], kImageTiling[2], kSharingMode[2], kImageLayout[9],
    kComponentSwizzle[7], kFilter[2], kMipmapMode[2], kAddressMode[5], kCompareOp[8], kBorderColor[6],
    kDescriptorType[12], kPipelineBindPoint[2], kReductionMode[3];
extern const FlagName kImageCreate[9], kImageUsage[8], kSampleCount[7], kAspect[7], kBufferUsage[11],
    kBufferCreate[4], kSamplerCreate[3], kImageViewCreate[3], kShaderStage[7], kDescriptorBinding[4],
    kSetLayoutCreate[4], kPoolCreate[3], kPipelineCreate[6], kAccess[12], kPipelineStage[10],
    kSparseMemoryBind[1], kMemoryProperty[5];

std::string descriptorTypeName(VkDescriptorType type);

// The name of a structure type of a pNext chain the suite may send, or "sType N".
std::string structName(VkStructureType type);

}  // namespace state_audit::names
