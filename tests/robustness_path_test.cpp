// Which cases keep a device made for their tier where the driver could choose robustness per
// pipeline (run/robustness_path.h, issue 57): the representative set, named by its cases.
#include "run/robustness_path.h"

#include "case_named.h"
#include "run/planner.h"
#include "vk/device.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

TEST(RobustnessPath, TwoDimensionalFetchesWithATierKeepTheDevicePath) {
  EXPECT_TRUE(takesDevicePath(caseNamed("ld.2d.r8_unorm.17x9.oob_x.ria2")));
  EXPECT_TRUE(takesDevicePath(caseNamed("ld.2d.r8_unorm.17x9.oob_x.ria")));
  EXPECT_FALSE(takesDevicePath(caseNamed("ld.2d.r8_unorm.17x9.level0")));  // no tier: no robustness at all
}

TEST(RobustnessPath, TexelBufferBoundsAndNullDescriptorsKeepTheDevicePath) {
  EXPECT_TRUE(takesDevicePath(caseNamed("ld.buffer.a1r5g5b5_unorm_pack16.257.oob.rba2")));
  EXPECT_TRUE(takesDevicePath(caseNamed("ld.1d.r8_unorm.37.null_descriptor")));
  EXPECT_FALSE(takesDevicePath(caseNamed("ld.buffer.a1r5g5b5_unorm_pack16.257.texels")));
}

TEST(RobustnessPath, OtherTieredCasesGoPerPipeline) {
  const CaseSpec& c = caseNamed("ld2dms.2d_ms.a1r5g5b5_unorm_pack16.8x5_s16.oob.ria2");
  EXPECT_FALSE(takesDevicePath(c));
  EXPECT_FALSE(batchKeyOf(c).devicePath);
  EXPECT_TRUE(batchKeyOf(caseNamed("ld.2d.r8_unorm.17x9.oob_x.ria2")).devicePath);
}

TEST(RobustnessPath, APerPipelineDeviceNeedsPipelineRobustness) {
  vk::DeviceProfile profile;
  profile.perPipeline = true;
  vk::RobustnessSupport support;
  EXPECT_EQ(profile.missing(support), "pipelineRobustness");
  support.pipelineRobustness = true;
  EXPECT_EQ(profile.missing(support), "");
  profile.nullDescriptor = true;
  EXPECT_EQ(profile.name(), "per-pipeline+null");
  EXPECT_TRUE(vk::DeviceProfile{} < profile);  // a per-pipeline device is never a tier's
}

}  // namespace
}  // namespace vktexel
