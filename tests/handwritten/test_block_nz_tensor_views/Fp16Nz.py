# tests/ut/ir/transforms/test_block_nz_tensor_views.py::test_c0_is_derived_from_bit_width (hand-written)
import pypto.language as pl


@pl.program
class Fp16Nz:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[64, 512], pl.FP16],
        w: pl.Tensor[[256, 512], pl.FP16, pl.NZ],
        out: pl.Tensor[[64, 256], pl.FP32],
    ):
        xt = pl.load(x, [0, 0], [64, 512], target_memory=pl.Mem.Mat)
        wt = pl.load(w, [0, 0], [256, 512], target_memory=pl.Mem.Mat)
        acc = pl.matmul(xt, pl.tile.transpose_view(wt), out_dtype=pl.FP32)
        pl.store(acc, [0, 0], out)
        return out
