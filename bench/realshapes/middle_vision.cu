// bench/realshapes/middle_vision.cu -- issue 45's detector kernels: mmcv's
// RoIAlign backward and deformable-convolution col2im, on the feature maps of
// an FPN detector trained on 800 x 1216 images, 2 images a batch (mmdet's
// samples_per_gpu), 256 channels (--quick: 64 channels, fewer RoIs, 1 image).
//
// RoIs (x1, y1, x2, y2 in image pixels, clipped to the image, centres
// uniform, sides log-uniform, aspect 1:2 to 2:1), sampling_ratio 0 (mmdet's:
// ceil(RoI size / output size) samples per bin), aligned:
//   small  512 RoIs an image of 16-64 px on the stride-4 level (P2), 7 x 7
//          bins: bins narrower than a feature pixel, neighbouring bins sample
//          the same pixels;
//   mask   128 positive RoIs an image of 32-128 px on P2, 14 x 14 bins (the
//          mask head);
//   large  512 RoIs an image of 256-800 px on the stride-32 level (P5),
//          7 x 7 bins of 1-4 pixels with 2-4 x 2-4 samples each.
// Deformable convolution (DCN v1 in ResNet-50 stages c3-c5, 3 x 3, pad 1,
// one deformable group): offsets a smooth learned-looking field (two random
// low-frequency waves, 1.5 px together, plus 0.25 px noise) per image, kernel
// tap and axis.
#include <cstdio>
#include <string>

#include "middle_workloads.h"

namespace rs {
namespace {

// ---- RoIAlign backward -----------------------------------------------------------------
struct roi_shape {
  const char* name;
  int stride, rois_per_image, pooled;
  double min_side, max_side;
};

std::vector<float> random_rois(int B, int per_image, double min_side, double max_side, rng& g) {
  constexpr double kImageW = 1216, kImageH = 800;
  std::vector<float> rois;
  for (int b = 0; b < B; ++b)
    for (int r = 0; r < per_image; ++r) {
      const double side = std::exp(std::log(min_side) + g.uniform() * std::log(max_side / min_side));
      const double aspect = std::exp((2 * g.uniform() - 1) * std::log(2.0));
      const double w = side * std::sqrt(aspect), h = side / std::sqrt(aspect);
      const double cx = g.uniform() * kImageW, cy = g.uniform() * kImageH;
      rois.insert(rois.end(), {static_cast<float>(b), static_cast<float>(std::clamp(cx - w / 2, 0.0, kImageW)),
                               static_cast<float>(std::clamp(cy - h / 2, 0.0, kImageH)),
                               static_cast<float>(std::clamp(cx + w / 2, 0.0, kImageW)),
                               static_cast<float>(std::clamp(cy + h / 2, 0.0, kImageH))});
    }
  return rois;
}

/// One bilinear sample of the reference: its four corners and weights, or
/// none outside the map (the kernel's early exit), in float as the kernel.
struct corners {
  bool inside;
  int y0, y1, x0, x1;
  float w[4];
};
corners bilinear_corners(int height, int width, float y, float x) {
  corners c{};
  c.inside = !(y < -1.0 || y > height || x < -1.0 || x > width);
  if (y <= 0) y = 0;
  if (x <= 0) x = 0;
  c.y0 = std::min(static_cast<int>(y), height - 1);
  c.x0 = std::min(static_cast<int>(x), width - 1);
  c.y1 = c.y0 >= height - 1 ? height - 1 : c.y0 + 1;
  c.x1 = c.x0 >= width - 1 ? width - 1 : c.x0 + 1;
  if (c.y0 >= height - 1) y = static_cast<float>(c.y0);
  if (c.x0 >= width - 1) x = static_cast<float>(c.x0);
  const float ly = y - c.y0, lx = x - c.x0, hy = 1.f - ly, hx = 1.f - lx;
  c.w[0] = hy * hx, c.w[1] = hy * lx, c.w[2] = ly * hx, c.w[3] = ly * lx;
  return c;
}

void roi_align_workload(const std::vector<variant>& vs) {
  if (!wanted("roi_align_bwd", "middle")) return;
  const int B = g_quick ? 1 : 2, C = g_quick ? 64 : 256;
  const roi_shape shapes[] = {{"small", 4, 512, 7, 16, 64}, {"mask", 4, 128, 14, 32, 128}, {"large", 32, 512, 7, 256, 800}};
  rng g(4520);
  for (const roi_shape& s : shapes) {
    device_pool dp;
    const int H = 800 / s.stride, W = 1216 / s.stride, per_image = g_quick ? s.rois_per_image / 4 : s.rois_per_image;
    const std::vector<float> rois = random_rois(B, per_image, s.min_side, s.max_side, g);
    const int R = B * per_image, nthreads = R * C * s.pooled * s.pooled;
    const std::vector<float> grad = random_floats(nthreads, 4521, -1, 1);
    const float scale = 1.0f / s.stride;
    const roi_align_bwd_args a{nthreads, dp.up(grad), dp.up(rois), dp.make<float>(static_cast<size_t>(B) * C * H * W),
                               s.pooled, s.pooled, scale, 0, true, C, H, W};
    std::vector<output> outs = {make_output(a.grad_input, static_cast<size_t>(B) * C * H * W, ty::f32)};
    output& o = outs[0];
    o.slack.assign(o.n, 0.0);
    // A thread per channel: every RoI's bins of that channel, in the kernel's
    // float arithmetic; magnitudes |g| / count per corner (the weights' own
    // rounding is relative to 1, not to the weight).
    parallel_for(C, [&](long long c0, long long c1, int) {
      for (long long c = c0; c < c1; ++c)
        for (int n = 0; n < R; ++n) {
          const float* roi = &rois[static_cast<size_t>(n) * 5];
          const float x1 = roi[1] * scale - 0.5f, y1 = roi[2] * scale - 0.5f;
          const float rw = roi[3] * scale - 0.5f - x1, rh = roi[4] * scale - 0.5f - y1;
          const float bh = rh / s.pooled, bw = rw / s.pooled;
          const int gh = static_cast<int>(std::ceil(rh / s.pooled)), gw = static_cast<int>(std::ceil(rw / s.pooled));
          const float count = static_cast<float>(gh * gw);
          const size_t plane = (static_cast<size_t>(roi[0]) * C + c) * H * W;
          for (int ph = 0; ph < s.pooled; ++ph)
            for (int pw = 0; pw < s.pooled; ++pw) {
              const double gv = grad[((static_cast<size_t>(n) * C + c) * s.pooled + ph) * s.pooled + pw];
              for (int iy = 0; iy < gh; ++iy) {
                const float y = y1 + ph * bh + (iy + .5f) * bh / gh;
                for (int ix = 0; ix < gw; ++ix) {
                  const float x = x1 + pw * bw + (ix + .5f) * bw / gw;
                  const corners k = bilinear_corners(H, W, y, x);
                  const bool edge = std::fabs(y + 1) < 1e-3 || std::fabs(y - H) < 1e-3 || std::fabs(x + 1) < 1e-3 ||
                                    std::fabs(x - W) < 1e-3;  // the exit test may go either way on the GPU
                  const size_t at[4] = {plane + static_cast<size_t>(k.y0) * W + k.x0, plane + static_cast<size_t>(k.y0) * W + k.x1,
                                        plane + static_cast<size_t>(k.y1) * W + k.x0, plane + static_cast<size_t>(k.y1) * W + k.x1};
                  for (int q = 0; q < 4; ++q) {
                    if (edge) o.slack[at[q]] += std::fabs(gv) / count;
                    if (!k.inside) continue;
                    o.ref[at[q]] += gv * k.w[q] / count;
                    o.mag[at[q]] += std::fabs(gv) / count;
                  }
                }
              }
            }
        }
    });
    std::printf("roi_align %s: %d RoIs, %d channels, %d x %d map, %d x %d bins\n", s.name, R, C, H, W, s.pooled, s.pooled);
    run_all(vs, std::string("roi_align_bwd.") + s.name, &rs_kernels::roi_align_bwd, a, {512}, outs, 1e-4);
  }
}

// ---- deformable convolution col2im -----------------------------------------------------
struct dcn_layer {
  const char* name;
  int C, H, W;
};

/// Offsets (B, 2*9, H, W): per image, tap and axis a smooth field of two
/// random waves plus noise, as learned offsets look.
std::vector<float> smooth_offsets(int B, int H, int W, rng& g) {
  std::vector<float> off(static_cast<size_t>(B) * 18 * H * W);
  for (int plane = 0; plane < B * 18; ++plane) {
    double amp[2], kx[2], ky[2], ph[2];
    for (int w = 0; w < 2; ++w)
      amp[w] = 0.75 * g.uniform(), kx[w] = 0.3 * g.uniform(), ky[w] = 0.3 * g.uniform(), ph[w] = 2 * M_PI * g.uniform();
    for (int y = 0; y < H; ++y)
      for (int x = 0; x < W; ++x) {
        double v = 0.25 * normal_f(g);
        for (int w = 0; w < 2; ++w) v += 2 * amp[w] * std::sin(kx[w] * x + ky[w] * y + ph[w]);
        off[(static_cast<size_t>(plane) * H + y) * W + x] = static_cast<float>(v);
      }
  }
  return off;
}

void deform_col2im_workload(const std::vector<variant>& vs) {
  if (!wanted("deform_col2im", "middle")) return;
  const int B = g_quick ? 1 : 2, div = g_quick ? 2 : 1;
  const dcn_layer layers[] = {{"c3", 128 / div, 100, 152}, {"c4", 256 / div, 50, 76}, {"c5", 512 / div, 25, 38}};
  rng g(4522);
  for (const dcn_layer& l : layers) {
    device_pool dp;
    constexpr int kh = 3, kw = 3;
    const int C = l.C, H = l.H, W = l.W, n = C * kh * kw * B * H * W;  // stride 1, pad 1: the columns are H x W
    const std::vector<float> off = smooth_offsets(B, H, W, g);
    const std::vector<float> col = random_floats(n, 4523, -1, 1);
    const deform_col2im_args a{n, dp.up(col), dp.up(off), C, H, W, kh, kw, 1, 1, 1, 1, 1, 1, C, B, 1, H, W,
                               dp.make<float>(static_cast<size_t>(B) * C * H * W)};
    std::vector<output> outs = {make_output(a.grad_im, static_cast<size_t>(B) * C * H * W, ty::f32)};
    output& o = outs[0];
    // A thread per channel, the kernel's float arithmetic; magnitudes |g|
    // per touched pixel (a weight is at most 1).
    parallel_for(C, [&](long long c0, long long c1, int) {
      for (long long c = c0; c < c1; ++c)
        for (int i = 0; i < kh; ++i)
          for (int j = 0; j < kw; ++j)
            for (int b = 0; b < B; ++b)
              for (int h = 0; h < H; ++h)
                for (int w = 0; w < W; ++w) {
                  const size_t index = ((((static_cast<size_t>(c) * kh + i) * kw + j) * B + b) * H + h) * W + w;
                  const size_t obase = (static_cast<size_t>(b) * 18 * H + h) * W + w;
                  const float py = (h - 1 + i) + off[obase + static_cast<size_t>(2 * (i * kw + j)) * H * W];
                  const float px = (w - 1 + j) + off[obase + static_cast<size_t>(2 * (i * kw + j) + 1) * H * W];
                  const int ch = static_cast<int>(py), cw = static_cast<int>(px);
                  for (int dy = -2; dy <= 2; ++dy)
                    for (int dx = -2; dx <= 2; ++dx) {
                      const int yy = ch + dy, xx = cw + dx;
                      if (yy < 0 || yy >= H || xx < 0 || xx >= W || std::fabs(py - yy) >= 1 || std::fabs(px - xx) >= 1) continue;
                      if (py <= -1 || py >= H || px <= -1 || px >= W) continue;  // a weight of 0
                      const int yl = static_cast<int>(std::floor(py)), xl = static_cast<int>(std::floor(px));
                      const float wy = yy == yl ? yy + 1 - py : py + 1 - yy, wx = xx == xl ? xx + 1 - px : px + 1 - xx;
                      const size_t at = ((static_cast<size_t>(b) * C + c) * H + yy) * W + xx;
                      o.ref[at] += static_cast<double>(wy * wx) * col[index];
                      o.mag[at] += std::fabs(col[index]);
                    }
                }
    });
    std::printf("deform_col2im %s: %d channels, %d x %d, %d images, %d columns\n", l.name, C, H, W, B, n);
    run_all(vs, std::string("deform_col2im.") + l.name, &rs_kernels::deform_col2im, a, {512}, outs, 1e-5);
  }
}

}  // namespace

void middle_vision_workloads(const std::vector<variant>& vs) {
  roi_align_workload(vs);
  deform_col2im_workload(vs);
}

}  // namespace rs
