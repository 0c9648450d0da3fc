# ptoc: opt --passes=optimize_orch_tensors
# The program of tests/golden/exec/orch_inplace_back_edge_numbers.py: which merges OptimizeOrchTensors makes.
import pypto.language as pl


@pl.program
class BackEdge:
    @pl.function(type=pl.FunctionType.InCore)
    def bump(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        dst: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        ta: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        for k, (c,) in pl.range(2, init_values=(ta,)):
            c2: pl.Tile[[16, 64], pl.FP32] = pl.adds(c, 1.0)
            c_rv = pl.yield_(c2)
        dst = pl.store(c_rv, [0, 0], dst)
        return dst

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

    @pl.function(type=pl.FunctionType.InCore)
    def double(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        dst: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        ta: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.muls(ta, 2.0)
        dst = pl.store(s, [0, 0], dst)
        return dst

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        y: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        c0: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        s0: pl.Tensor[[16, 64], pl.FP32] = self.bump(y, c0)
        for i, (o,) in pl.range(3, init_values=(s0,)):
            t: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            r: pl.Tensor[[16, 64], pl.FP32] = self.bump(x, t)
            t2: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            o2: pl.Tensor[[16, 64], pl.FP32] = self.add(o, r, t2)
            o_rv = pl.yield_(o2)
        out = self.double(o_rv, out)
        return out
