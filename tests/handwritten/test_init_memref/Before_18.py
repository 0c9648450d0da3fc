# tests/ut/ir/transforms/test_init_memref.py::TestYieldMemRef::test_for_multi_iter_arg_each_carry_independent_memref (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        init_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64], target_memory=pl.Mem.Vec
        )
        init_b: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64], target_memory=pl.Mem.Vec
        )
        for _i, (a, b) in pl.range(0, 4, init_values=(init_a, init_b)):
            a_next: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(a, b)
            b_next: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(b, a)
            a_out, b_out = pl.yield_(a_next, b_next)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(a_out, [0, 0], output)
        return result
