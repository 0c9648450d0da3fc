# ptoc: opt --passes=optimize_orch_tensors
# The program of tests/golden/exec/orch_inplace_out_param_numbers.py: which merges OptimizeOrchTensors makes.
import pypto.language as pl


@pl.program
class Carry:
    @pl.function(type=pl.FunctionType.InCore)
    def add(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        b: pl.Tensor[[16, 64], pl.FP32],
        dst: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        ta: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        tb: pl.Tile[[16, 64], pl.FP32] = pl.load(b, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.add(ta, tb)
        dst = pl.store(s, [0, 0], dst)
        return dst

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        for i, (acc,) in pl.range(3, init_values=(x,)):
            t: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            acc2: pl.Tensor[[16, 64], pl.FP32] = self.add(acc, x, t)
            acc_rv = pl.yield_(acc2)
        out = self.add(acc_rv, x, out)
        return out
