# tests/ut/ir/transforms/test_insert_mx_scale_addr.py::TestInsertMxScaleAddr::test_quant_mx_scale_stages_from_vec_through_mat (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        b: pl.Tensor[[64, 32], pl.FP8E4M3FN],
        b_s: pl.Tensor[[2, 32], pl.FP8E8M0, pl.MX_B_NN],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        lhs, lhs_scale = pl.quant_mx(pl.load(a, [0, 0], [16, 64]), group_axis=1)
        rhs = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        rhs_scale = pl.load(b_s, [0, 0], [2, 32])
        result = pl.matmul_mx(lhs, lhs_scale, rhs, rhs_scale)
        return pl.store(result, [0, 0], out)

    @pl.function
    def main(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        b: pl.Tensor[[64, 32], pl.FP8E4M3FN],
        b_s: pl.Tensor[[2, 32], pl.FP8E8M0, pl.MX_B_NN],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        out = pl.create_tensor([16, 32], dtype=pl.FP32)
        return self.kernel(a, b, b_s, out)
