// View states registered before pipelines (issue 39). Mesa 25's lavapipe compiles texture
// functions when a view is created: one per sample key (code path) the device's pipelines have
// registered so far, plus two size functions, for each new static texture state (format,
// swizzle, view type, whether the view ends at level 0), kept until the device goes
// (docs/speed.md). A view created before the pipelines costs two functions, not
// one per code path. This makes a small stand-in image and view for each state the cases will
// bind, then destroys them; on drivers that compile nothing there it costs a few milliseconds.
#pragma once

#include "run/case.h"
#include "vk/device.h"

#include <string>
#include <vector>

namespace vktexel {

// The static state of the case's view that a driver may compile texture functions for (Mesa 25's
// lp_static_texture_state): image and view formats, aspect, view type, swizzle, whether the view
// ends at level 0. Never its size, levels, layers or sampler. As text, for counting (bench).
std::string viewStateOf(const CaseSpec& c);

// The case's lookups through a sampler (gathers, sampled lookups), each as view state, the
// sampler's compiled state and the lookup's form (operation, component, whether it has an offset,
// residency): Mesa 25's lavapipe compiles a function for each such triple at its first dispatch.
// Empty for views without a sampler.
std::vector<std::string> lookupStatesOf(const CaseSpec& c);

// One small image and view per distinct static state of the cases' views (format, view format,
// view type, swizzle, whether the view ends at level 0): at most 2 x 2 x 2 texels and 2 levels,
// 6 layers for cubes, 2 for arrays, a multisample image's samples; a texel-buffer view of the
// case's format. Sparse and null views are left out.
struct ViewStandIn {
  model::ImageSpec image;
  model::ViewSpec view;
};
std::vector<ViewStandIn> viewStandIns(const std::vector<const CaseSpec*>& cases);

// Creates and destroys each stand-in's image and view on `device`; returns how many.
size_t registerViewStates(const vk::Device& device, const std::vector<const CaseSpec*>& cases);

}  // namespace vktexel
