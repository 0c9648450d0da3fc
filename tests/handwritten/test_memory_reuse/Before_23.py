# tests/ut/ir/transforms/test_memory_reuse.py::test_multiple_iter_args_producers_retyped_independently (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        init_0: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64]
        )
        init_1: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64]
        )
        for _i, (acc_0, acc_1) in pl.range(0, 4, init_values=(init_0, init_1)):
            extra_0: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc_0, acc_0)
            next_0: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(extra_0, acc_0)
            extra_1: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc_1, acc_1)
            next_1: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(extra_1, acc_1)
            out_0, _out_1 = pl.yield_(next_0, next_1)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(out_0, [0, 0], output)
        return result
