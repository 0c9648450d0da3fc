# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_tensor_view_default_pipeline_variants (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class TensorViewDefaultPipeline:
    @pl.function(type=pl.FunctionType.InCore)
    def shape_only(
        self,
        src: pl.Tensor[[2, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        viewed: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[8, 1], layout=pl.TensorLayout.ND)] = (
            pl.tensor.view(src, [4, 8])
        )
        tile = pl.load(viewed, [0, 0], [4, 8])
        return pl.store(tile, [0, 0], out)

    @pl.function(type=pl.FunctionType.InCore)
    def layout_only(
        self,
        src: pl.Tensor[[8, 4], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        viewed: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[1, 4], layout=pl.TensorLayout.DN)] = (
            pl.tensor.view(src, layout=pl.TensorLayout.DN)
        )
        tile = pl.load(viewed, [0, 0], [4, 8])
        return pl.store(tile, [0, 0], out)

    @pl.function(type=pl.FunctionType.InCore)
    def shape_and_layout(
        self,
        src: pl.Tensor[[2, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 8], pl.FP32]],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        viewed: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[1, 4], layout=pl.TensorLayout.DN)] = (
            pl.tensor.view(src, [4, 8], layout=pl.TensorLayout.DN)
        )
        tile = pl.load(viewed, [0, 0], [4, 8])
        return pl.store(tile, [0, 0], out)
