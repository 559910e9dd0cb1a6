// Which baseline folder a device gets (report/baseline_match.h): device.txt rules, and the folders
// of expected/ against the identities of the drivers they were recorded on.
#include "report/baseline_match.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

namespace vktexel {
namespace {

namespace fs = std::filesystem;

// The identities the drivers in CI report (`vktexel devices`).
const DeviceIdentity kLavapipe22{"llvmpipe (LLVM 15.0.6, 256 bits)", "llvmpipe", "Mesa 22.3.6 (LLVM 15.0.6)"};
const DeviceIdentity kLavapipe25Backports{"llvmpipe (LLVM 15.0.6, 256 bits)", "llvmpipe",
                                          "Mesa 25.0.7-2~bpo12+1 (LLVM 15.0.6)"};
const DeviceIdentity kLavapipe25Trixie{"llvmpipe (LLVM 19.1.7, 256 bits)", "llvmpipe",
                                       "Mesa 25.0.7-2+deb13u1 (LLVM 19.1.7)"};
const DeviceIdentity kSwiftShader{"SwiftShader Device (Subzero)", "SwiftShader driver", ""};

struct TempDir {
  fs::path path = fs::temp_directory_path() / ("vktexel_baseline_match_" + std::to_string(::getpid()));
  TempDir() { fs::create_directories(path); }
  ~TempDir() { fs::remove_all(path); }
  std::string write(const std::string& folder, const std::string& text) const {
    fs::create_directories(path / folder);
    const fs::path file = path / folder / "device.txt";
    std::ofstream(file) << text;
    return file.string();
  }
};

TEST(BaselineMatch, EveryLineMustMatchTheWholeField) {
  TempDir t;
  const std::string f =
      t.write("mesa25", "# comment\n\ndriverName: llvmpipe\ndriverInfo: Mesa 25\\.0\\..*\n");
  EXPECT_TRUE(deviceTxtMatches(f, kLavapipe25Backports));
  EXPECT_TRUE(deviceTxtMatches(f, kLavapipe25Trixie));
  EXPECT_FALSE(deviceTxtMatches(f, kLavapipe22));  // one line of two fails
  EXPECT_FALSE(deviceTxtMatches(f, kSwiftShader));
  // Whole-field matches: "llvm" is not "llvmpipe", and Mesa 25.0 claims no 125.0.
  EXPECT_FALSE(deviceTxtMatches(t.write("part", "driverName: llvm\n"), kLavapipe22));
  EXPECT_FALSE(deviceTxtMatches(t.write("mesa125", "driverInfo: Mesa 25\\.0\\..*\n"),
                                {"x", "llvmpipe", "Mesa 125.0.1"}));
}

TEST(BaselineMatch, MalformedFilesNameTheLine) {
  TempDir t;
  try {
    deviceTxtMatches(t.write("bad", "driverName: llvmpipe\nvendor: Mesa\n"), kLavapipe22);
    FAIL() << "an unknown key was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("device.txt:2: expected"), std::string::npos) << e.what();
  }
  EXPECT_THROW(deviceTxtMatches(t.write("regex", "driverInfo: Mesa (\n"), kLavapipe22), std::runtime_error);
  // A file of comments alone would claim every device.
  EXPECT_THROW(deviceTxtMatches(t.write("empty", "# nothing\n"), kLavapipe22), std::runtime_error);
}

TEST(BaselineMatch, OverlappingFoldersAreAnError) {
  TempDir t;
  t.write("a", "driverName: llvmpipe\n");
  t.write("b", "driverInfo: Mesa 22\\..*\n");
  fs::create_directories(t.path / "no_device_txt");  // e.g. golden/: never chosen
  EXPECT_EQ(baselinesFor(t.path.string(), kLavapipe22).size(), 2u);
  EXPECT_THROW(baselineFor(t.path.string(), kLavapipe22), std::runtime_error);
  EXPECT_EQ(baselineFor(t.path.string(), kSwiftShader), "");
  EXPECT_THROW(baselinesFor((t.path / "missing").string(), kLavapipe22), std::runtime_error);
}

// expected/: each driver of CI gets its own folder, and a driver nobody recorded gets none.
TEST(BaselineMatch, ExpectedFoldersClaimTheirDrivers) {
  const std::string root = VKTEXEL_BASELINES_DIR;
  EXPECT_EQ(baselineFor(root, kLavapipe22), root + "/lavapipe");
  EXPECT_EQ(baselineFor(root, kLavapipe25Backports), root + "/lavapipe-25");
  EXPECT_EQ(baselineFor(root, kLavapipe25Trixie), root + "/lavapipe-25");
  EXPECT_EQ(baselineFor(root, kSwiftShader), root + "/swiftshader");
  EXPECT_EQ(baselineFor(root, {"llvmpipe (LLVM 17.0.6, 256 bits)", "llvmpipe", "Mesa 24.2.8 (LLVM 17.0.6)"}),
            "");
  EXPECT_EQ(baselineFor(root, {"NVIDIA H100 PCIe", "NVIDIA", "580.95.05"}), "");
  EXPECT_EQ(baselineFor(root, {"NVIDIA H200", "NVIDIA", "580.159.04"}), root + "/nvidia-h200");
  EXPECT_EQ(baselineFor(root, {"NVIDIA H200", "NVIDIA", "575.57.08"}), "");  // another driver: not claimed
}

}  // namespace
}  // namespace vktexel
