# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestPattern3WhileLoop::test_while_assemble_loop_not_rewritten (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[1, 32], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        ret0__out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        buf__tile: pl.Tile[[1, 64], pl.FP32] = pl.tile.create(
            [1, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        i0: pl.Scalar[pl.INDEX] = 0
        for acc, ii in pl.while_(init_values=(buf__tile, i0)):
            pl.cond(ii < n)
            off: pl.Scalar[pl.INDEX] = ii * 32
            chunk__tile: pl.Tile[[1, 32], pl.FP32] = pl.load(x, [0, 0], [1, 32])
            acc_next__tile: pl.Tile[[1, 64], pl.FP32] = pl.tile.assemble(acc, chunk__tile, [0, off])
            ii_next: pl.Scalar[pl.INDEX] = ii + 1
            acc_rv, ii_rv = pl.yield_(acc_next__tile, ii_next)
        ret0__store: pl.Tensor[[1, 64], pl.FP32] = pl.store(acc_rv, [0, 0], ret0__out)
        return ret0__store

    @pl.function
    def main(
        self, x: pl.Tensor[[1, 32], pl.FP32], n: pl.Scalar[pl.INDEX]
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        ret0__out: pl.Tensor[[1, 64], pl.FP32] = pl.create_tensor([1, 64], dtype=pl.FP32)
        y: pl.Tensor[[1, 64], pl.FP32] = self.main_incore_0(x, n, ret0__out)
        return y
