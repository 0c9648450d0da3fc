# tests/ut/ir/transforms/test_block_nz_tensor_views.py::test_rejects_vec_target (hand-written)
import pypto.language as pl


@pl.program
class VecLoad:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        w: pl.Tensor[[256, 512], pl.INT8, pl.NZ],
        out: pl.Tensor[[256, 512], pl.INT8],
    ):
        wt = pl.load(w, [0, 0], [256, 512], target_memory=pl.Mem.Vec)
        pl.store(wt, [0, 0], out)
        return out
