// bench/realshapes/pytorch3d_geometry.cuh -- the device geometry PyTorch3D's
// rasterizer backward kernels call (its utils/geometry_utils.cuh,
// float_math.cuh and rasterization_utils.cuh, written here after their
// formulas): pixel centres in NDC, edge functions, barycentric coordinates,
// perspective correction, clipping and point-to-triangle distance, forward
// and backward. No atomics: shared by kernels_plain.cu (and so the tool's
// rewrite of it) and kernels_anchor.cu.
#pragma once

#include <cuda_runtime.h>

namespace {

// ---- pixel centres in NDC, small vector arithmetic ----------------------------------
__device__ inline float non_square_ndc_range(int S1, int S2) {
  float range = 2.0f;
  if (S1 > S2) range = (S1 * range) / S2;
  return range;
}
/// The NDC coordinate of pixel i along an axis of S1 pixels (the other has S2).
__device__ inline float pix_to_non_square_ndc(int i, int S1, int S2) {
  const float range = non_square_ndc_range(S1, S2);
  const float offset = range / 2.0f;
  return -offset + (range * i + offset) / S1;
}
__device__ inline float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ inline float2 operator-(float2 a, float2 b) { return make_float2(a.x - b.x, a.y - b.y); }
__device__ inline float2 operator*(float s, float2 a) { return make_float2(s * a.x, s * a.y); }
__device__ inline float dot(float2 a, float2 b) { return a.x * b.x + a.y * b.y; }
__device__ inline float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ inline float3 operator*(float s, float3 a) { return make_float3(s * a.x, s * a.y, s * a.z); }

// ---- triangles ----------------------------------------------------------------------
constexpr float kGeomEpsilon = 1e-8f;
struct face_corners {
  float3 v0, v1, v2;
};
__device__ face_corners single_face_verts(const float* face_verts, int f) {
  const float* v = face_verts + f * 9;
  return {make_float3(v[0], v[1], v[2]), make_float3(v[3], v[4], v[5]), make_float3(v[6], v[7], v[8])};
}
/// The signed parallelogram area of (p - v0, v1 - v0), and its gradients.
__device__ inline float edge_function(const float2& p, const float2& v0, const float2& v1) {
  return (p.x - v0.x) * (v1.y - v0.y) - (p.y - v0.y) * (v1.x - v0.x);
}
struct point_grads2 {
  float2 dp, dv0, dv1;
};
__device__ inline point_grads2 edge_function_backward(const float2& p, const float2& v0, const float2& v1, float g) {
  return {g * make_float2(v1.y - v0.y, v0.x - v1.x), g * make_float2(p.y - v1.y, v1.x - p.x),
          g * make_float2(v0.y - p.y, p.x - v0.x)};
}
__device__ inline float3 barycentric_forward(const float2& p, const float2& v0, const float2& v1, const float2& v2) {
  const float area = edge_function(v2, v0, v1) + kGeomEpsilon;
  return make_float3(edge_function(p, v1, v2) / area, edge_function(p, v2, v0) / area, edge_function(p, v0, v1) / area);
}
struct triangle_grads {
  float2 dp, dv0, dv1, dv2;
};
/// Gradients of the barycentric coordinates w_k = e_k / area through both the
/// edge function e_k and the area.
__device__ inline triangle_grads barycentric_backward(const float2& p, const float2& v0, const float2& v1,
                                                      const float2& v2, const float3& grad_bary) {
  const float area = edge_function(v2, v0, v1) + kGeomEpsilon;
  const float area2 = powf(area, 2.0f);
  const float e[3] = {edge_function(p, v1, v2), edge_function(p, v2, v0), edge_function(p, v0, v1)};
  const float g[3] = {grad_bary.x, grad_bary.y, grad_bary.z};
  triangle_grads out{make_float2(0, 0), make_float2(0, 0), make_float2(0, 0), make_float2(0, 0)};
#pragma unroll
  for (int k = 0; k < 3; k++) {  // unrolled: the library writes the three terms out
    const float dloss_darea = g[k] * (-e[k] / area2);
    const float dloss_de = g[k] * (1 / area);
    const point_grads2 darea = edge_function_backward(v2, v0, v1, dloss_darea);  // area = e(v2; v0, v1)
    out.dv2 = out.dv2 + darea.dp;
    out.dv0 = out.dv0 + darea.dv0;
    out.dv1 = out.dv1 + darea.dv1;
    if (k == 0) {  // e0 = e(p; v1, v2)
      const point_grads2 de = edge_function_backward(p, v1, v2, dloss_de);
      out.dp = out.dp + de.dp;
      out.dv1 = out.dv1 + de.dv0;
      out.dv2 = out.dv2 + de.dv1;
    } else if (k == 1) {  // e1 = e(p; v2, v0)
      const point_grads2 de = edge_function_backward(p, v2, v0, dloss_de);
      out.dp = out.dp + de.dp;
      out.dv2 = out.dv2 + de.dv0;
      out.dv0 = out.dv0 + de.dv1;
    } else {  // e2 = e(p; v0, v1)
      const point_grads2 de = edge_function_backward(p, v0, v1, dloss_de);
      out.dp = out.dp + de.dp;
      out.dv0 = out.dv0 + de.dv0;
      out.dv1 = out.dv1 + de.dv1;
    }
  }
  return out;
}
__device__ inline float3 perspective_correction_forward(const float3& bary, float z0, float z1, float z2) {
  const float w0_top = bary.x * z1 * z2, w1_top = z0 * bary.y * z2, w2_top = z0 * z1 * bary.z;
  const float denom = fmaxf(w0_top + w1_top + w2_top, kGeomEpsilon);
  return make_float3(w0_top / denom, w1_top / denom, w2_top / denom);
}
struct perspective_grads {
  float3 dbary;
  float dz0, dz1, dz2;
};
__device__ inline perspective_grads perspective_correction_backward(const float3& bary, float z0, float z1, float z2,
                                                                    const float3& g) {
  const float w0_top = bary.x * z1 * z2, w1_top = z0 * bary.y * z2, w2_top = z0 * z1 * bary.z;
  const float denom = fmaxf(w0_top + w1_top + w2_top, kGeomEpsilon);
  const float grad_denom = (-w0_top * g.x - w1_top * g.y - w2_top * g.z) / (denom * denom);
  const float gw0 = grad_denom + g.x / denom, gw1 = grad_denom + g.y / denom, gw2 = grad_denom + g.z / denom;
  return {make_float3(gw0 * z1 * z2, gw1 * z0 * z2, gw2 * z0 * z1), gw1 * bary.y * z2 + gw2 * bary.z * z1,
          gw0 * bary.x * z2 + gw2 * bary.z * z0, gw0 * bary.x * z1 + gw1 * bary.y * z0};
}
/// Negative barycentric coordinates clipped to 0 and renormalised to sum 1.
__device__ inline float3 barycentric_clip_forward(const float3 bary) {
  const float3 w = make_float3(fmaxf(bary.x, 0.0f), fmaxf(bary.y, 0.0f), fmaxf(bary.z, 0.0f));
  const float w_sum = fmaxf(w.x + w.y + w.z, 1e-5f);
  return make_float3(w.x / w_sum, w.y / w_sum, w.z / w_sum);
}
__device__ inline float3 barycentric_clip_backward(const float3 bary, const float3 g) {
  const float3 w = make_float3(fmaxf(bary.x, 0.0f), fmaxf(bary.y, 0.0f), fmaxf(bary.z, 0.0f));
  float w_sum = w.x + w.y + w.z;
  float sum_clip = 1.0f;
  if (w_sum < 1e-5f) {
    sum_clip = 0.0f;
    w_sum = 1e-5f;
  }
  const float3 clip = make_float3(bary.x < 0.0f ? 0.0f : 1.0f, bary.y < 0.0f ? 0.0f : 1.0f, bary.z < 0.0f ? 0.0f : 1.0f);
  const float inv2 = sum_clip / powf(w_sum, 2.0f);
  const float3 gs = make_float3(-w.x * inv2, -w.y * inv2, -w.z * inv2);
  return make_float3(clip.x * (g.x * (1.0f / w_sum + gs.x) + g.y * gs.y + g.z * gs.z),
                     clip.y * (g.y * (1.0f / w_sum + gs.y) + g.x * gs.x + g.z * gs.z),
                     clip.z * (g.z * (1.0f / w_sum + gs.z) + g.x * gs.x + g.y * gs.y));
}
/// The squared distance from p to the segment (a, b), and its gradients.
__device__ inline float point_line_distance(const float2& p, const float2& a, const float2& b) {
  const float2 ba = b - a;
  const float l2 = dot(ba, ba);
  float t = dot(ba, p - a) / l2;
  if (l2 <= kGeomEpsilon) return dot(p - b, p - b);
  t = __saturatef(t);
  const float2 d = (a + t * ba) - p;
  return dot(d, d);
}
__device__ inline point_grads2 point_line_distance_backward(const float2& p, const float2& v0, const float2& v1,
                                                            float grad_dist) {
  const float2 v1v0 = v1 - v0;
  const float tt = __saturatef(dot(v1v0, p - v0) / dot(v1v0, v1v0));
  const float2 d = ((1.0f - tt) * v0 + tt * v1) - p;
  return {(-1.0f * grad_dist * 2.0f) * d, (grad_dist * (1.0f - tt) * 2.0f) * d, (grad_dist * tt * 2.0f) * d};
}
/// The gradient of the distance to the closest edge (the first closest on ties).
__device__ inline triangle_grads point_triangle_distance_backward(const float2& p, const float2& v0, const float2& v1,
                                                                  const float2& v2, float grad_dist) {
  const float e01 = point_line_distance(p, v0, v1);
  const float e02 = point_line_distance(p, v0, v2);
  const float e12 = point_line_distance(p, v1, v2);
  triangle_grads out{make_float2(0, 0), make_float2(0, 0), make_float2(0, 0), make_float2(0, 0)};
  if (e01 <= e02 && e01 <= e12) {
    const point_grads2 g = point_line_distance_backward(p, v0, v1, grad_dist);
    out.dp = g.dp, out.dv0 = g.dv0, out.dv1 = g.dv1;
  } else if (e02 <= e01 && e02 <= e12) {
    const point_grads2 g = point_line_distance_backward(p, v0, v2, grad_dist);
    out.dp = g.dp, out.dv0 = g.dv0, out.dv2 = g.dv1;
  } else if (e12 <= e01 && e12 <= e02) {
    const point_grads2 g = point_line_distance_backward(p, v1, v2, grad_dist);
    out.dp = g.dp, out.dv1 = g.dv0, out.dv2 = g.dv1;
  }
  return out;
}
}  // namespace
