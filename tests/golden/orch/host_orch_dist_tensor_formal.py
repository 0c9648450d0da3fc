# ptoc: compile --backend 910B --emit=host_orch
# The reference's test_dist_tensor_formal_emits_continuous_tensor_make
# (tests/ut/codegen/distributed/test_host_orch_distributed.py): per-rank host
# slices become tensors[...] indexes, the window through the comm domain's
# Buffer.tensor, its context a device_ctx scalar after every tensor, and the
# rank-pinned dispatch goes through _submit_chip with the rank last.
import pypto.language as pl
import pypto.language.distributed as pld

SIZE = 64


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Orchestration)
    def chip_orch(
        self,
        inp: pl.Tensor[[SIZE], pl.FP32],
        out: pl.Out[pl.Tensor[[SIZE], pl.FP32]],
        data: pld.DistributedTensor[[SIZE], pl.FP32],
    ) -> pl.Tensor[[SIZE], pl.FP32]:
        return out

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(
        self,
        inputs: pl.Tensor[[2, SIZE], pl.FP32],
        outputs: pl.Out[pl.Tensor[[2, SIZE], pl.FP32]],
    ) -> pl.Tensor[[2, SIZE], pl.FP32]:
        data_buf = pld.alloc_window_buffer(SIZE * pl.FP32.get_byte())
        data = pld.window(data_buf, [SIZE], dtype=pl.FP32)
        for r in pl.range(pld.world_size()):
            inp_r = inputs[r]
            out_r = outputs[r]
            self.chip_orch(inp_r, out_r, data, device=r)
        return outputs
