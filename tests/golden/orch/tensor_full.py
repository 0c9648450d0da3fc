# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_tensor_full_root_later_parent_read_still_externalizes (its Before
# program): pl.full in an orchestration function is a tensor.create whose
# TensorCreateInfo the runtime fills with the value (set_initial_value).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_stripe(
        self,
        data: pl.Tensor[[256, 64], pl.FP32],
        row_offset: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        tile: pl.Tile[[64, 64], pl.FP32] = pl.load(data, [row_offset, 0], [64, 64])
        ret: pl.Tensor[[256, 64], pl.FP32] = pl.store(tile, [row_offset, 0], out)
        return ret

    @pl.function(type=pl.FunctionType.InCore)
    def consume_full(
        self,
        out: pl.Tensor[[256, 64], pl.FP32],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[256, 64], pl.FP32],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        out: pl.Tensor[[256, 64], pl.FP32] = pl.full([256, 64], dtype=pl.FP32, value=0.0)
        row: pl.Scalar[pl.INDEX] = 64
        out_next: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, row, out)
        return self.consume_full(out_next)
