# tests/ut/ir/transforms/test_legalize_tile_cast.py::test_legalized_chain_keeps_a_caller_supplied_tmp_on_the_final_hop (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.INT8]],
    ) -> pl.Tensor[[16, 64], pl.INT8]:
        t = pl.load(x, [0, 0], [16, 64])
        tmp = pl.tile.create([1, 256], dtype=pl.INT8, target_memory=pl.Mem.Vec)
        c = pl.tile.cast(t, pl.INT8, mode="trunc", tmp=tmp)
        return pl.store(c, [0, 0], out)
