# tests/ut/codegen/test_multi_buffer_codegen.py::test_declared_accumulator_placeholder_is_not_a_competing_live_value (hand-written)
import pypto.language as pl

slots = pl.MemRef(slots=2)


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[32, 32], pl.FP16],
        b: pl.Tensor[[32, 32], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        seed: pl.Tile[[32, 32], pl.FP32, slots[0], pl.Mem.Acc] = pl.tile.create(
            [32, 32], dtype=pl.FP32, target_memory=pl.Mem.Acc
        )
        for k, (carry,) in pl.range(2, init_values=(seed,)):
            lhs_mat = pl.load(a, [0, 0], [32, 32], target_memory=pl.Mem.Mat)
            rhs_mat = pl.load(b, [0, 0], [32, 32], target_memory=pl.Mem.Mat)
            lhs = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
            rhs = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
            if k == 0:
                first: pl.Tile[[32, 32], pl.FP32, slots[0], pl.Mem.Acc] = pl.tile.matmul(lhs, rhs)
                value = pl.yield_(first)
            else:
                next_value = pl.tile.matmul_acc(carry, lhs, rhs)
                value = pl.yield_(next_value)
            result = pl.yield_(value)
        stored = pl.store(result, [0, 0], out)
        return stored
