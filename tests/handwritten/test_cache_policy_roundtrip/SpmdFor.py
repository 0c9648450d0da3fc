# tests/ut/ir/parser/test_cache_policy_roundtrip.py::_spmd_for_program (hand-written)
import pypto.language as pl


@pl.program
class SpmdFor:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        b: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        for i in pl.spmd(4):
            pl.set_cache_policy(b, pl.CachePolicy.BYPASS)
            offset = i * 128
            tile_b: pl.Tile[[128, 128], pl.FP32] = pl.load(b, [offset, 0], [128, 128])
            out = pl.store(tile_b, [offset, 0], out)
        return out
