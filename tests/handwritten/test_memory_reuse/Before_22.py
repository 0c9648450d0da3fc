# tests/ut/ir/transforms/test_memory_reuse.py::test_simple_loop_memrefs_unified (hand-written)
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
        for _i, (acc_0,) in pl.range(0, 4, init_values=(init_0,)):
            next_0: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc_0, acc_0)
            out_0 = pl.yield_(next_0)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(out_0, [0, 0], output)
        return result
