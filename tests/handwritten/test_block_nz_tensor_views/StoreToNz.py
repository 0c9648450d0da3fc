# tests/ut/ir/transforms/test_block_nz_tensor_views.py::test_rejects_nz_store_destination (hand-written)
import pypto.language as pl


@pl.program
class StoreToNz:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[256, 512], pl.INT8],
        out: pl.Tensor[[256, 512], pl.INT8, pl.NZ],
    ):
        t = pl.load(x, [0, 0], [256, 512], target_memory=pl.Mem.Vec)
        pl.store(t, [0, 0], out)
        return out
