#include "model/buffer_view.h"

namespace vktexel::model {

BufferViewWindow bufferViewWindow(const ImageSpec& image, const ViewSpec& view, uint32_t texelBytes) {
  BufferViewWindow w;
  w.bufferBytes = uint64_t(image.width) * texelBytes + image.tailBytes;
  w.offset = uint64_t(view.firstElement) * texelBytes;
  w.range = uint64_t(view.elementCount) * texelBytes;
  w.elements = view.elementCount ? view.elementCount : uint32_t((w.bufferBytes - w.offset) / texelBytes);
  return w;
}

std::optional<uint32_t> bufferViewTexel(const ImageSpec& image, const ViewSpec& view, int64_t i,
                                        const ModelFaults& faults) {
  // Faults: a driver that reads from the buffer's start, or bounds reads by the buffer.
  const int64_t first = faults.bufferViewOffsetIgnored ? 0 : view.firstElement;
  const int64_t count = faults.bufferViewBoundByBuffer ? int64_t(image.width) - first
                        : view.elementCount            ? int64_t(view.elementCount)
                                                       : int64_t(image.width) - view.firstElement;
  if (i < 0 || i >= count) return std::nullopt;
  return uint32_t(first + i);
}

}  // namespace vktexel::model
