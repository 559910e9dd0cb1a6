// View states registered before pipelines (issue 39). Mesa 25's lavapipe compiles texture
// functions when a view is created: one per sample key (code path) the device's pipelines have
// registered so far, plus two size functions, for each new static texture state (format,
// swizzle, view type, whether the view ends at level 0), kept until the device goes
// (expected/lavapipe-25/README.md). A view created before the pipelines costs two functions, not
// one per code path. This makes a small stand-in image and view for each state the cases will
// bind, then destroys them; on drivers that compile nothing there it costs a few milliseconds.
#pragma once

#include "run/case.h"
#include "vk/device.h"

#include <vector>

namespace vktexel {

// One small image and view per distinct static state of the cases' views (format, view format,
// view type, swizzle, whether the view ends at level 0): at most 2 x 2 x 2 texels and 2 levels,
// 6 layers for cubes, 2 for arrays. Multisample, sparse, null and texel-buffer views are left out.
struct ViewStandIn {
  model::ImageSpec image;
  model::ViewSpec view;
};
std::vector<ViewStandIn> viewStandIns(const std::vector<const CaseSpec*>& cases);

// Creates and destroys each stand-in's image and view on `device`; returns how many.
size_t registerViewStates(const vk::Device& device, const std::vector<const CaseSpec*>& cases);

}  // namespace vktexel
