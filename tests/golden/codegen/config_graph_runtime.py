# ptoc: compile --backend 910B --runtime host_build_graph --emit=config
# The reference's test_orchestration_codegen_graph Decoder, compiled as its fixture does
# under PassContext(runtime=RuntimeKind.HOST_BUILD_GRAPH): kernel_config.py selects that
# runtime (`"runtime": "host_build_graph"` and its header comment,
# test_artifact_targets_the_graph_runtime), and KERNELS lists the kernel outlined from
# the Graph body, layer_incore_0, but not the Graph function itself
# (test_graph_is_not_a_kernel).
import pypto.language as pl


@pl.program
class Decoder:
    """One recordable layer, launched four times from the entry."""

    @pl.function(type=pl.FunctionType.Graph)
    def layer(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        layer_idx: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        base = layer_idx * 128
        with pl.at(level=pl.Level.CORE_GROUP):
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [base, 0], [128, 128])
            pl.store(t, [0, 0], c)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        c: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        for i in pl.range(4):
            c = self.layer(a, c, i)
        return c
