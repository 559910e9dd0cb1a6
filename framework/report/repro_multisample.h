// The multisample fill of a standalone repro (repro_template/multisample_fill.h): vktexel fills
// multisample images by rendering (SEMANTICS §6.3), so the repro ships the fill's shaders, the
// values of every sample for each format the fill may render through, and their constants.
#pragma once

#include "model/fetch.h"
#include "model/image.h"

#include <cstdint>
#include <string>
#include <vector>

namespace vktexel {

struct ReproFile {
  std::string name;
  std::vector<uint8_t> bytes;
};

struct ReproMultisampleFill {
  std::vector<ReproFile> files;  // fill.vert(.spv), fill_FORMAT.frag(.spv), fill_FORMAT.bin
  std::string header;            // case_data.h's multisample section (defines REPRO_MULTISAMPLE)
};

ReproMultisampleFill reproMultisampleFill(const model::HostImage& image, const model::ViewSpec& view);

}  // namespace vktexel
