# tests/ut/ir/transforms/test_init_memref.py::TestMemRefSharing::test_plain_alias_of_tpop_result_is_memref_less (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIV)
    def main(self) -> pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        # `t` (tpop result) and its alias `a` stay MemRef-less; only the
        # ordinary consumer `out` is given a buffer.
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = t
        out: pl.Tile[
            [16, 16], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 1024), pl.Mem.Vec
        ] = pl.tile.muls(a, 1.0)
        return out
