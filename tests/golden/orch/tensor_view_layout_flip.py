# ptoc: compile --backend 910B --passes=derive_call_directions,materialize_runtime_scopes,classify_iter_arg_carry --emit=orchestration
# The reference's test_tensor_as_layout_cross_flip_lowers_to_transpose and
# test_tensor_as_layout_identity_flip_aliases (tests/ut/codegen/test_orchestration_codegen.py,
# built there with the IRBuilder): a layout-only view from ND to DN is the runtime transpose
# of the last two axes (ext_b.transpose(0, 1)); to the same layout it is the tensor itself.
import pypto.language as pl


@pl.program
class AsLayoutProgram:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_as_layout(self, b: pl.Tensor[[8, 4], pl.FP16]) -> pl.Tensor[[4, 8], pl.FP16, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)]:
        b_dn: pl.Tensor[[4, 8], pl.FP16, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)] = pl.tensor.as_layout(b, layout=pl.TensorLayout.DN)
        return b_dn

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch_as_layout_id(self, c: pl.Tensor[[8, 4], pl.FP16]) -> pl.Tensor[[8, 4], pl.FP16]:
        c_same: pl.Tensor[[8, 4], pl.FP16] = pl.tensor.as_layout(c, layout=pl.TensorLayout.ND)
        return c_same
