# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestIterArgReuse::test_standalone_call_unsafe_sibling_blocks_merge (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        acc: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INT64],
        ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        acc__tile: pl.Tile[[64], pl.FP32] = pl.load(acc, [0], [64])
        for i, (a,) in pl.range(n, init_values=(acc__tile,)):
            next_a: pl.Tile[[64], pl.FP32] = pl.tile.add(a, a)
            final = pl.yield_(next_a)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.store(final, [0], ret0__out)
        return ret0__store

    @pl.function
    def main(
        self,
        acc: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INT64],
    ) -> pl.Tensor[[64], pl.FP32]:
        # First call: acc is read again below → unsafe to merge.
        ret_a: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        _first: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, n, ret_a)
        # Second call: uses acc again (this is the "unsafe" sibling).
        ret_b: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        result: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, n, ret_b)
        return result
