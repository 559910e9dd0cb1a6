// D3D `ld` on a Buffer through a view that is a window on a larger buffer (LD-18, SEMANTICS §3.2:
// "the bound is the buffer view's range in texels"; issue 43): the view starts 256 texels in (a
// byte offset that is a multiple of 256, every device's largest minTexelBufferOffsetAlignment) and
// ends 61 texels before the buffer does, so a driver that reads from the buffer's start, or bounds
// reads by the buffer rather than the view, fails. And VK_WHOLE_SIZE over a buffer whose size ends
// in a ragged tail of texelBytes - 1 bytes: the view holds the whole texels only. Plus PTX txq width
// of both views (OpImageQuerySize, P-30).
#include "registry.h"
#include "shapes.h"

#include <cstring>

namespace vktexel::cases {
namespace {

using model::Tier;

constexpr uint32_t kFirst = 256, kWindow = 97, kAfter = 61;
const Shape kBufferView{
    "buffer_view", model::ViewType::Buffer, model::ImageDim::Buffer, kFirst + kWindow + kAfter, 1, 1, 1};

// One format of each texel size a texel buffer can have (1, 2, 3, 4, 6, 8, 12 and 16 bytes), with
// normalized, float, integer and packed layouts among them.
bool isWindowFormat(const model::FormatInfo& f) {
  for (const char* name : {"r8_unorm", "r16_sfloat", "r5g6b5_unorm_pack16", "r8g8b8_uint", "r8g8b8a8_snorm",
                           "a2b10g10r10_uint_pack32", "r16g16b16_sfloat", "r32g32_uint", "r32g32b32_sfloat",
                           "r32g32b32a32_sint"})
    if (std::strcmp(f.name, name) == 0) return true;
  return false;
}

Probe element(int32_t i) {
  return fetchAt({i, 0, 0}, 0, 7, "view element " + std::to_string(i));  // lod 7: never passed for buffers
}

// The window: texels kFirst .. kFirst + kWindow - 1 of the buffer, as an explicit range.
CaseSpec windowed(const std::string& family, const model::FormatInfo& f, const std::string& aspect, Tier tier,
                  std::vector<std::string> clauses, std::string description) {
  CaseSpec c = makeCase(family, kBufferView, f, aspect, tier, std::move(clauses), std::move(description));
  c.view.firstElement = kFirst;
  c.view.elementCount = kWindow;
  return c;
}

// VK_WHOLE_SIZE from kFirst over a buffer whose last texelBytes - 1 bytes are no whole texel.
CaseSpec ragged(const std::string& family, const model::FormatInfo& f, const std::string& aspect, Tier tier,
                std::vector<std::string> clauses, std::string description) {
  CaseSpec c = makeCase(family, kBufferView, f, aspect, tier, std::move(clauses), std::move(description));
  c.view.firstElement = kFirst;
  c.image.tailBytes = f.texelBytes - 1u;
  return c;
}

void addFormat(const model::FormatInfo& f, std::vector<CaseSpec>& out) {
  const int32_t window = int32_t(kWindow), whole = int32_t(kWindow + kAfter);
  CaseSpec inside =
      windowed("ld", f, "window", Tier::None, {"LD-18", "LD-01"},
               "every element of a buffer view that starts 256 texels into its buffer and ends 61 "
               "texels before it: element i reads buffer texel 256 + i");
  for (int32_t i = 0; i < window; ++i) inside.probes.push_back(element(i));
  out.push_back(std::move(inside));

  for (Tier tier : {Tier::RIA2, Tier::RIA}) {
    CaseSpec oob = windowed(
        "ld", f, "window_oob", tier, {"LD-18", "LD-03"},
        tier == Tier::RIA2 ? "elements past the view's range but inside its buffer, past the buffer, and "
                             "before the view: zero plus defaults under robustBufferAccess2"
                           : "elements outside the view under robustBufferAccess: any texel of the buffer "
                             "or (0,0,0,x)");
    for (int32_t i :
         {window, window + 1, window + int32_t(kAfter) - 1, window + int32_t(kAfter), -1, -int32_t(kFirst)})
      oob.probes.push_back(element(i));
    out.push_back(std::move(oob));
  }

  CaseSpec all = ragged("ld", f, "whole_size_ragged", Tier::None, {"LD-18", "LD-01"},
                        "VK_WHOLE_SIZE from texel 256 of a buffer that ends in texelBytes - 1 more bytes: "
                        "every whole texel to the buffer's end");
  for (int32_t i = 0; i < whole; ++i) all.probes.push_back(element(i));
  out.push_back(std::move(all));

  if (f.texelBytes > 1) {  // a ragged tail: the partial texel is out of bounds
    CaseSpec tail = ragged("ld", f, "whole_size_ragged_oob", Tier::RIA2, {"LD-18", "LD-03"},
                           "VK_WHOLE_SIZE over a ragged end: the bytes of the partial last texel are no "
                           "element, zero plus defaults under robustBufferAccess2");
    for (int32_t i : {whole, whole + 1, -1}) tail.probes.push_back(element(i));
    out.push_back(std::move(tail));
  }
}

}  // namespace

void addLdBufferView(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::allFormats())
    if (isWindowFormat(f)) addFormat(f, out);
}

void addTxqBufferView(std::vector<CaseSpec>& out) {
  for (const model::FormatInfo& f : model::allFormats()) {
    if (!isWindowFormat(f)) continue;
    CaseSpec window =
        windowed("txq", f, "size", Tier::None, {"P-30", "LD-18"},
                 "txq width of a buffer view with an explicit range of 97 texels on a larger buffer");
    window.probes.push_back(queryProbe(model::ProbeOp::QuerySizeLod, 0, "size"));
    out.push_back(std::move(window));
    CaseSpec whole = ragged("txq", f, "size_whole_size_ragged", Tier::None, {"P-30", "LD-18"},
                            "txq width of a VK_WHOLE_SIZE view from texel 256 of a buffer ending in a ragged "
                            "tail: the whole texels only (158)");
    whole.probes.push_back(queryProbe(model::ProbeOp::QuerySizeLod, 0, "size"));
    out.push_back(std::move(whole));
  }
}

}  // namespace vktexel::cases
