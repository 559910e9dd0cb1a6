// The compile-traits table (run/compile_traits.h): the plan follows the device's row, and a device
// no row claims gets the plain plan.
#include "run/compile_traits.h"

#include <gtest/gtest.h>

namespace vktexel {
namespace {

DeviceIdentity device(const std::string& driverName, const std::string& driverInfo) {
  return {"llvmpipe (LLVM 15.0.6, 256 bits)", driverName, driverInfo};
}

TEST(CompileTraits, Lavapipe22_3GetsAPipelinePerViewStateSet) {
  const CompileTraits t = compileTraitsOf(device("llvmpipe", "Mesa 22.3.6 (LLVM 15.0.6)"));
  EXPECT_TRUE(t.pipelinePerViewStateSet);
  EXPECT_NE(t.reason.find("22.3"), std::string::npos);
}

// Mesa 25's lavapipe compiles per (device, view state): parcels cut by format (issue 57).
TEST(CompileTraits, Mesa25LavapipeCutsParcelsByFormat) {
  for (const char* info : {"Mesa 25.0.7-2~bpo12+1 (LLVM 15.0.6)", "Mesa 25.0.7-2 (LLVM 19.1.7)"}) {
    const CompileTraits t = compileTraitsOf(device("llvmpipe", info));
    EXPECT_TRUE(t.viewStatesPerDevice) << info;
    EXPECT_FALSE(t.pipelinePerViewStateSet) << info;
    EXPECT_NE(t.reason.find("issue 57"), std::string::npos);
  }
  EXPECT_FALSE(compileTraitsOf(device("llvmpipe", "Mesa 22.3.6")).viewStatesPerDevice);
  EXPECT_FALSE(compileTraitsOf(device("SwiftShader driver", "SwiftShader driver")).viewStatesPerDevice);
}

TEST(CompileTraits, OtherDevicesGetThePlainPlan) {
  for (const DeviceIdentity& d : {device("llvmpipe", "Mesa 24.2.0"), device("llvmpipe", "Mesa 22.2.0"),
                                  device("SwiftShader driver", "SwiftShader driver"),
                                  device("NVIDIA", "580.95.05"), device("notllvmpipe", "Mesa 22.3.6")}) {
    const CompileTraits t = compileTraitsOf(d);
    EXPECT_FALSE(t.pipelinePerViewStateSet) << d.driverName << " " << d.driverInfo;
    EXPECT_TRUE(t.reason.empty());
  }
}

TEST(CompileTraits, TheFirstMatchingRowWins) {
  const std::vector<CompileTraitsRow> table = {{"a.*", "1", {true, false, "first"}},
                                               {"ab", ".*", {false, false, "second"}}};
  EXPECT_EQ(compileTraitsOf({"", "ab", "1"}, table).reason, "first");
  EXPECT_EQ(compileTraitsOf({"", "ab", "2"}, table).reason, "second");
  EXPECT_EQ(compileTraitsOf({"", "b", "1"}, table).reason, "");
}

}  // namespace
}  // namespace vktexel
