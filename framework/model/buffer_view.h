// A texel buffer view's window on its buffer (LD-18, SEMANTICS §3.2: "the bound is the buffer view's
// range in texels"). The view starts `firstElement` texels into the buffer; its range is
// `elementCount` texels, or with VK_WHOLE_SIZE the buffer's remaining bytes rounded down to whole
// texels (a ragged tail of fewer bytes than a texel is not an element).
#pragma once

#include "model/faults.h"
#include "model/fetch.h"
#include "model/image.h"

#include <cstdint>
#include <optional>

namespace vktexel::model {

struct BufferViewWindow {
  uint64_t bufferBytes = 0;  // VkBufferCreateInfo::size: the texels, then the image's tailBytes
  uint64_t offset = 0;       // VkBufferViewCreateInfo::offset
  uint64_t range = 0;        // VkBufferViewCreateInfo::range; 0 stands for VK_WHOLE_SIZE
  uint32_t elements = 0;     // the view's texels: OpImageQuerySize, and OpImageFetch's bound
};

// `texelBytes` is the view format's texel size.
BufferViewWindow bufferViewWindow(const ImageSpec& image, const ViewSpec& view, uint32_t texelBytes);

// The buffer texel that view element `i` reads, or nullopt where i is outside the view.
std::optional<uint32_t> bufferViewTexel(const ImageSpec& image, const ViewSpec& view, int64_t i,
                                        const ModelFaults& faults = {});

}  // namespace vktexel::model
