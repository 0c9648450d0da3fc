# tests/ut/ir/transforms/test_init_memref.py::TestMemRefSharing::test_plain_alias_of_tpop_result_is_memref_less (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(self) -> pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        a: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = t
        out: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(a, 1.0)
        return out
