# tests/ut/language/parser/test_split_aiv_parsing.py::TestSplitAivBuildsNode::test_none_mode_print_roundtrips (hand-written)
import pypto.language as pl


@pl.program
class TestProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.NONE):
            offset = aiv_id * 256
            t: pl.Tile[[256, 128], pl.FP32] = pl.load(a, [offset, 0], [256, 128])
            out = pl.store(t, [offset, 0], out)
        return out
