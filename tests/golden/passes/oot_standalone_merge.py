# ptoc: opt --passes=optimize_orch_tensors --expect {dir}/oot_standalone_merge.expected.py
# The reference's test_standalone_call_merges_in_out: a call outside any iter-arg loop whose
# callee carries a full load of its In param through a loop into the store to its Out param, the Out
# argument a tensor.create and the call the only reader of the In argument: In and Out merge (InOut).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        acc: pl.Tensor[[64], pl.FP32],
        x: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INT64],
        ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        acc__tile: pl.Tile[[64], pl.FP32] = pl.load(acc, [0], [64])
        x__tile: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        for i, (a,) in pl.range(n, init_values=(acc__tile,)):
            new_a__tile: pl.Tile[[64], pl.FP32] = pl.tile.add(a, x__tile)
            final = pl.yield_(new_a__tile)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.store(final, [0], ret0__out)
        return ret0__store

    @pl.function
    def main(
        self,
        acc: pl.Tensor[[64], pl.FP32],
        x: pl.Tensor[[64], pl.FP32],
        n: pl.Scalar[pl.INT64],
    ) -> pl.Tensor[[64], pl.FP32]:
        ret0__out: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        result: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, x, n, ret0__out)
        return result
