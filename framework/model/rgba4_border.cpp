#include "model/rgba4_border.h"

namespace vktexel::model {

int rgba4SwapChannel(const FormatInfo& f) {
  if (f.vk == VK_FORMAT_R4G4B4A4_UNORM_PACK16) return 0;
  if (f.vk == VK_FORMAT_B4G4R4A4_UNORM_PACK16) return 2;
  return -1;
}

FetchExpectation withRgba4BorderSwap(const FormatInfo& f, const ViewSpec& view,
                                     const std::function<FetchExpectation(const ViewSpec&)>& expect) {
  FetchExpectation right = expect(view);
  const SamplerSpec& s = view.sampler;
  const bool border = s.u == AddressMode::ClampToBorder || s.v == AddressMode::ClampToBorder ||
                      s.w == AddressMode::ClampToBorder;
  if (rgba4SwapChannel(f) < 0 || s.border != BorderColor::OpaqueBlack || !border ||
      right.expect.kind != Expectation::Kind::Checked)
    return right;
  ViewSpec swappedView = view;
  swappedView.sampler.rgba4BlackSwapped = true;
  const FetchExpectation swapped = expect(swappedView);
  Expectation& e = right.expect;
  if (e.preferred.empty()) e.preferred = e.anyOf;
  e.anyOf.insert(e.anyOf.end(), swapped.expect.anyOf.begin(), swapped.expect.anyOf.end());
  e.rule += "; or OPAQUE_BLACK with alpha swapped (allowed since Vulkan 1.4.323, not preferred)";
  return right;
}

}  // namespace vktexel::model
