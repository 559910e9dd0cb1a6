// Texel buffer views that are windows on a larger buffer (model/buffer_view.h; LD-18, SEMANTICS
// §3.2): element i reads buffer texel firstElement + i, the bound is the view's range, and a
// VK_WHOLE_SIZE view counts whole texels only. With the wrong answers a driver could give.
#include "model/buffer_view.h"
#include "model/fetch.h"
#include "model/query.h"

#include <gtest/gtest.h>

namespace vktexel::model {
namespace {

ImageSpec buffer(VkFormat format, uint32_t texels, uint32_t tailBytes = 0) {
  ImageSpec s;
  s.format = format;
  s.dim = ImageDim::Buffer;
  s.width = texels;
  s.tailBytes = tailBytes;
  return s;
}

ViewSpec window(uint32_t first, uint32_t count) {
  ViewSpec v;
  v.type = ViewType::Buffer;
  v.firstElement = first;
  v.elementCount = count;
  return v;
}

FetchQuery element(int32_t i) {
  FetchQuery q;
  q.coord = {i, 0, 0};
  return q;
}

FetchQuery sizeQuery() {
  FetchQuery q;
  q.op = ProbeOp::QuerySizeLod;
  return q;
}

TEST(BufferView, ExplicitRangeIsTheWindow) {
  const BufferViewWindow w = bufferViewWindow(buffer(VK_FORMAT_R32_UINT, 414), window(256, 97), 4);
  EXPECT_EQ(w.bufferBytes, 1656u);
  EXPECT_EQ(w.offset, 1024u);  // bytes, a multiple of 256
  EXPECT_EQ(w.range, 388u);
  EXPECT_EQ(w.elements, 97u);
}

TEST(BufferView, WholeSizeCountsWholeTexelsOnly) {
  // 414 three-byte texels and a 2-byte tail: (1244 - 768) / 3 = 158.67 elements, so 158.
  const BufferViewWindow w = bufferViewWindow(buffer(VK_FORMAT_R8G8B8_UINT, 414, 2), window(256, 0), 3);
  EXPECT_EQ(w.bufferBytes, 1244u);
  EXPECT_EQ(w.range, 0u);  // VK_WHOLE_SIZE
  EXPECT_EQ(w.elements, 158u);
  EXPECT_NE(w.elements, 159u);  // a driver that counts the partial texel
}

TEST(BufferView, ElementIReadsTexelFirstPlusI) {
  const HostImage img(buffer(VK_FORMAT_R32_UINT, 414));
  const ViewSpec v = window(256, 97);
  const FetchExpectation first = expectFetch(img, v, element(0), Tier::None);
  EXPECT_EQ(first.cls, FetchClass::InBounds);
  EXPECT_EQ(first.address.x, 256u);
  const FetchExpectation last = expectFetch(img, v, element(96), Tier::None);
  EXPECT_EQ(last.address.x, 352u);
  // A driver that reads from the buffer's start returns texel 0, whose value differs.
  const uint32_t t0 = *reinterpret_cast<const uint32_t*>(img.texel(0, 0, 0, 0, 0));
  const uint32_t t256 = *reinterpret_cast<const uint32_t*>(img.texel(0, 0, 256, 0, 0));
  ASSERT_NE(t0, t256);
  EXPECT_TRUE(first.expect.accepts({t256, 0, 0, 1}));
  EXPECT_FALSE(first.expect.accepts({t0, 0, 0, 1}));
}

TEST(BufferView, PastTheWindowIsOutOfBoundsThoughInsideTheBuffer) {
  const HostImage img(buffer(VK_FORMAT_R32_UINT, 414));
  const FetchExpectation e = expectFetch(img, window(256, 97), element(97), Tier::RIA2);
  EXPECT_EQ(e.cls, FetchClass::CoordOOB);
  EXPECT_TRUE(e.expect.accepts({0, 0, 0, 1}));
  // A driver bounding by the buffer reads texel 353.
  const uint32_t t353 = *reinterpret_cast<const uint32_t*>(img.texel(0, 0, 353, 0, 0));
  ASSERT_NE(t353, 0u);
  EXPECT_FALSE(e.expect.accepts({t353, 0, 0, 1}));
  EXPECT_EQ(expectFetch(img, window(256, 97), element(-1), Tier::RIA2).cls, FetchClass::CoordOOB);
}

TEST(BufferView, FaultsPlayTheWrongDrivers) {
  const ImageSpec b = buffer(VK_FORMAT_R32_UINT, 414);
  ModelFaults offsetIgnored;
  offsetIgnored.bufferViewOffsetIgnored = true;
  EXPECT_EQ(bufferViewTexel(b, window(256, 97), 0, offsetIgnored), std::optional<uint32_t>(0));
  ModelFaults boundByBuffer;
  boundByBuffer.bufferViewBoundByBuffer = true;
  EXPECT_EQ(bufferViewTexel(b, window(256, 97), 97, boundByBuffer), std::optional<uint32_t>(353));
  EXPECT_EQ(bufferViewTexel(b, window(256, 97), 97), std::nullopt);
}

TEST(BufferView, SizeQueryIsTheViewsElements) {
  const Expectation e = expectQuery(buffer(VK_FORMAT_R32_UINT, 414), window(256, 97), sizeQuery());
  EXPECT_TRUE(e.accepts({97, 0, 0, 0}));
  EXPECT_FALSE(e.accepts({414, 0, 0, 0}));  // the buffer's texels
  EXPECT_FALSE(e.accepts({158, 0, 0, 0}));  // from the offset to the buffer's end
  const Expectation whole = expectQuery(buffer(VK_FORMAT_R8G8B8_UINT, 414, 2), window(256, 0), sizeQuery());
  EXPECT_TRUE(whole.accepts({158, 0, 0, 0}));
  EXPECT_FALSE(whole.accepts({159, 0, 0, 0}));
}

}  // namespace
}  // namespace vktexel::model
