# ptoc: opt --passes=simplify {} --expect {}
# reference test_simplify_pass.py, test_preserves_substantive_layout_flip: tensor.view from ND to DN stays
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function
    def main(
        self, x: pl.Tensor[[8, 4], pl.FP32]
    ) -> pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[1, 4], layout=pl.TensorLayout.DN)]:
        y: pl.Tensor[[4, 8], pl.FP32, pl.TensorView(stride=[1, 4], layout=pl.TensorLayout.DN)] = (
            pl.tensor.view(x, layout=pl.TensorLayout.DN)
        )
        return y
