# tests/ut/language/parser/test_split_aiv_parsing.py::TestAivShardInheritsSplit::test_aiv_shard_inherits_left_right_split (hand-written)
import pypto.language as pl


@pl.program
class TestProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.LEFT_RIGHT):
            offset = aiv_id * 128
            qk: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [offset, 0], [128, 128])
            x = pl.aiv_shard(qk)
            out = pl.store(x, [offset, 0], out)
        return out
