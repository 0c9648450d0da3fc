# tests/ut/language/parser/test_split_aiv_parsing.py::TestSplitAivBuildsNode::test_nested_in_loop_builds_node (hand-written)
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
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="qk"):
            a_l1 = pl.load(a, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
            b_l1 = pl.load(b, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
            a_left = pl.move(a_l1, target_memory=pl.MemorySpace.Left)
            b_right = pl.move(b_l1, target_memory=pl.MemorySpace.Right)
            qk = pl.matmul(a_left, b_right)
            for i in pl.range(2):
                for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                    qk_h = pl.aiv_shard(qk)
                    sc = pl.mul(qk_h, 2.0)
                    offset = aiv_id * 32
                    out = pl.store(sc, [offset, 0], out)
        return out
