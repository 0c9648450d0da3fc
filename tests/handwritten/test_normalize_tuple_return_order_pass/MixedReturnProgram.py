# tests/ut/ir/transforms/test_normalize_tuple_return_order_pass.py::test_mixed_kernel_incore_return_order_matches_out_params (hand-written)
import pypto.language as pl


@pl.program
class MixedReturnProgram:
    @pl.function
    def main(
        self,
        src: pl.Tensor[[4, 16], pl.FP32],
        final_out: pl.Out[pl.Tensor[[4, 16], pl.FP32]],
    ) -> pl.Tensor[[4, 16], pl.FP32]:
        dst = pl.create_tensor([4, 16], dtype=pl.FP32)
        acc = pl.create_tensor([4, 16], dtype=pl.FP32)
        with pl.incore():
            for i in pl.range(4):
                row = pl.slice(src, [1, 16], [i, 0])
                dst = pl.assemble(dst, row, [i, 0])
            full_view = pl.slice(src, [4, 16], [0, 0])
            acc = pl.assemble(acc, full_view, [0, 0])
        with pl.incore():
            dst_tile = pl.slice(dst, [4, 16], [0, 0])
            acc_tile = pl.slice(acc, [4, 16], [0, 0])
            result = pl.add(dst_tile, acc_tile)
            final_out = pl.assemble(final_out, result, [0, 0])
        return final_out
