# tests/ut/ir/transforms/test_memory_reuse.py::TestControlFlow::test_var_used_in_nested_if_shares_iter_arg_buffer (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64]
        )
        for i, (acc,) in pl.range(0, 4, init_values=(tile_a,)):
            if i < 2:
                tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc, tile_a)
                if_result = pl.yield_(tile_c)
            else:
                if_result = pl.yield_(acc)
            loop_out = pl.yield_(if_result)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(loop_out, [0, 0], output)
        return result
