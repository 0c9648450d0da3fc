# tests/ut/language/parser/test_split_aiv_parsing.py::TestSplitAivBuildsNode::test_nested_in_auto_chunk_core_group_nests_in_place (hand-written)
import pypto.language as pl


@pl.program
class TestProgram:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.auto_chunk]):
            for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                tile_a: pl.Tile[[64, 64], pl.FP32] = pl.load(a, [0, 0], [64, 64])
                tile_b: pl.Tile[[64, 64], pl.FP32] = pl.load(b, [0, 0], [64, 64])
                out = pl.store(pl.add(tile_a, tile_b), [0, 0], out)
        return out
