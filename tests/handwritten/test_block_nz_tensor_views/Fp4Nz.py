# tests/ut/ir/transforms/test_block_nz_tensor_views.py::test_rejects_sub_byte_dtype (hand-written)
import pypto.language as pl


@pl.program
class Fp4Nz:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        w: pl.Tensor[[256, 512], pl.FP4, pl.NZ],
        out: pl.Tensor[[256, 512], pl.FP4],
    ):
        wt = pl.load(w, [0, 0], [256, 512], target_memory=pl.Mem.Vec)
        pl.store(wt, [0, 0], out)
        return out
