# tests/ut/ir/transforms/test_interchange_chunk_loops.py::TestNestedChunkChainsInitSubstitution::test_nested_chains_with_remainder_outline_no_crash (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        y: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.auto_incore():
            for b in pl.parallel(0, 6, 1, chunk=4):
                for h in pl.parallel(0, 14, 1, chunk=4):
                    x = pl.add(x, y)
        return x
