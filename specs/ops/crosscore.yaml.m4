m4_changecom()m4_changequote(<|,|>)m4_dnl
m4_dnl Cross-core pipes, reserved buffers and inter-core synchronisation
m4_dnl (reference ops-and-backends.md 1.K and 1.x).  The per-function parts of
m4_dnl their emission (transport valid-shape widening, pop valid operands, the
m4_dnl 910B GM slot buffer, reserve_buffer location and placement) come from
m4_dnl their emit kinds; the 910B initialize_pipe form is a backend override.
m4_dnl
m4_dnl PIPE_ATTRS: the frontend pipe attribute dict {[id = I, ]split = N}.
m4_define(<|PIPE_ATTRS|>, <|{$[?id id = ${kw:id}, $]split = ${kw:split}}|>)m4_dnl
m4_dnl PIPE_FORMS_027: ptoas 0.27 has no pipe ids (reference ptoas-verifier-facts.md §1, §2.6).
m4_define(<|PIPE_FORMS_027|>, <|    ptoas:
      forms:
        - {ptoas: "<0.60", lacks: [id], pto: "$1 {split = ${kw:split}}$2"}
      rules:
        - {rule: kwarg_range, kwarg: split, ptoas: "<0.60", min: 0, max: 2, msg: "expects split to be 0, 1 or 2"}
        - {rule: kwarg_range, kwarg: split, ptoas: ">=0.60", min: 0, max: 4, msg: "expects split to be 0 to 4"}
        - {rule: needs_op, kwarg: id, ptoas: ">=0.60", ops: [system.aic_initialize_pipe, system.aiv_initialize_pipe], msg: "expects 'id' to match a frontend initialize_pipe op in the same function"}
|>)m4_dnl
m4_dnl PIPE_INIT_ATTRS: {[id = I, ]dir_mask = D, slot_size = S[, slot_num = N][, local_slot_num = L]}.
m4_define(<|PIPE_INIT_ATTRS|>, <|{$[?id id = ${kw:id}, $]dir_mask = ${kw:dir_mask}, slot_size = ${kw:slot_size}$[?slot_num , slot_num = ${kw:slot_num}$]$[?local_slot_num , local_slot_num = ${kw:local_slot_num}$]}|>)m4_dnl
m4_define(<|ID_KW|>, <|      - {name: id, type: int}
|>)m4_dnl
m4_dnl INIT(side, core affinity, doc)
m4_define(<|INIT|>, <|  - name: system.$1_initialize_pipe
    category: cross_core
    op_category: CrossCoreOp
    doc: "$3"
    operands:
      - {name: c2v_consumer_buf, kind: scalar, optional: true, default: 0, dtype: INT32}
      - {name: v2c_consumer_buf, kind: scalar, optional: true, default: 0, dtype: INT32}
    kwargs:
      - {name: dir_mask, type: int}
      - {name: slot_size, type: int}
      - {name: slot_num, type: int}
      - {name: local_slot_num, type: int}
ID_KW
    aliases:
      - {spelling: pl.$1_initialize_pipe}
    type: {rule: none}
    checks:
      - {check: kwarg_range, kwarg: dir_mask, min: 0}
      - {check: kwarg_range, kwarg: slot_size, min: 1}
    core_affinity: $2
    cross_core_role: InitializePipe
    emit: pipe_init
    pto: "pto.$1_initialize_pipe PIPE_INIT_ATTRS (c2v_consumer_buf = ${0@i32} : i32, v2c_consumer_buf = ${1@i32} : i32)"
    ptoas:
      # ptoas 0.27: {dir_mask, slot_size[, nosplit]} only, both consumer buffers (§1 row 2)
      forms:
        - ptoas: "<0.60"
          lacks: [id, slot_num, local_slot_num]
          pto: "pto.$1_initialize_pipe {dir_mask = ${kw:dir_mask}, slot_size = ${kw:slot_size}} (c2v_consumer_buf = ${0@i32} : i32, v2c_consumer_buf = ${1@i32} : i32)"
      rules:
        - {rule: kwarg_in, kwarg: dir_mask, values: [1, 2, 3], msg: "expects dir_mask to be 1, 2 or 3"}
        - {rule: kwarg_range, kwarg: slot_size, min: 1, max: 2147483647, msg: "expects slot_size to be positive"}
        - {rule: once, ptoas: "<0.60", msg: "allows one initialize_pipe per function"}
        # facts §2.6, 0.60: id >= 0 and one init per id; a given slot_num > 0;
        # local_slot_num at most slot_num (4 by default with dir_mask 3, else
        # 8) and not on A5.  (Both consumer buffers are always emitted, so
        # the dir_mask/consumer-buffer rule holds.)
        - {rule: kwarg_range, kwarg: id, if_kwarg: id, ptoas: ">=0.60", min: 0, max: 2147483647, msg: "expects 'id' to be non-negative"}
        - {rule: once, kwarg: id, ptoas: ">=0.60", msg: "expects 'id' to be unique among the initialize_pipe ops of the function"}
        - {rule: kwarg_range, kwarg: slot_num, if_kwarg: slot_num, ptoas: ">=0.60", min: 1, max: 2147483647, msg: "expects slot_num to be positive"}
        - {rule: kwarg_le, kwarg: local_slot_num, than: slot_num, value: 4, if_kwarg: dir_mask, if_values: [3], ptoas: ">=0.60", msg: "expects local_slot_num to be at most slot_num (4 when unset with dir_mask 3)"}
        - {rule: kwarg_le, kwarg: local_slot_num, than: slot_num, value: 8, if_kwarg: dir_mask, if_values: [1, 2], ptoas: ">=0.60", msg: "expects local_slot_num to be at most slot_num (8 when unset with dir_mask 1 or 2)"}
        - {rule: kwarg_unset, kwarg: local_slot_num, arch: a5, ptoas: ">=0.60", msg: "expects no local_slot_num on A5"}
|>)m4_dnl
m4_dnl TFREE(target side, PTO side, core affinity, doc)
m4_define(<|TFREE|>, <|  - name: system.tfree_to_$1
    category: cross_core
    op_category: CrossCoreOp
    doc: "$4"
    operands:
      - {name: tile, kind: tile}
    kwargs:
      - {name: split, type: int}
ID_KW
    aliases:
      - {spelling: pl.tfree_to_$1}
    type: {rule: none}
    core_affinity: $3
    cross_core_role: TFree
    emit: tfree
    pto: "pto.tfree_from_$2 PIPE_ATTRS"
PIPE_FORMS_027(<|pto.tfree_from_$2|>)m4_dnl
|>)m4_dnl
ops:
INIT(aic, CUBE, <|Sets up the Cube side of the Cube/Vector ring-buffer pipes. 950 form shown; on 910B the operand list also carries the GM slot buffer (gm_slot_buffer = %g : !pto.ptr<f32>) on a new line. An omitted consumer buffer is the INT32 constant 0.|>)
INIT(aiv, VECTOR, <|Sets up the Vector side of the Cube/Vector ring-buffer pipes. 950 form shown; on 910B the operand list also carries the GM slot buffer (gm_slot_buffer = %g : !pto.ptr<f32>) on a new line. An omitted consumer buffer is the INT32 constant 0.|>)
  - name: tile.tpush_to_aiv
    category: cross_core
    op_category: CrossCoreOp
    doc: "Pushes a Cube-side tile to the Vector cores through the pipe (no ins(...)); partial tiles are widened to the transport box with pto.set_validshape around the push."
    operands:
      - {name: tile, kind: tile}
    kwargs:
      - {name: split, type: int, required: true}
      - {name: lane_stride, type: int}
ID_KW
    aliases:
      - {spelling: pl.tpush_to_aiv}
    type: {rule: none}
    checks:
      - {check: kwarg_range, kwarg: split, min: 0, max: 4}
    core_affinity: CUBE
    cross_core_role: TPush
    emit: tpush
    pto: "pto.tpush_to_aiv(${0} : ${0:t}) PIPE_ATTRS"
PIPE_FORMS_027(<|pto.tpush_to_aiv(${0} : ${0:t})|>)m4_dnl
  - name: tile.tpush_to_aic
    category: cross_core
    op_category: CrossCoreOp
    doc: "Pushes a Vector-side tile to the Cube core through the pipe (no ins(...)); odd split codes are rejected in this direction."
    operands:
      - {name: tile, kind: tile}
    kwargs:
      - {name: split, type: int, required: true}
ID_KW
    aliases:
      - {spelling: pl.tpush_to_aic}
    type: {rule: none}
    checks:
      - {check: kwarg_range, kwarg: split, min: 0, max: 2}
    core_affinity: VECTOR
    cross_core_role: TPush
    emit: tpush
    pto: "pto.tpush_to_aic(${0} : ${0:t}) PIPE_ATTRS"
PIPE_FORMS_027(<|pto.tpush_to_aic(${0} : ${0:t})|>)m4_dnl
  - name: tile.tpop_from_aic
    category: cross_core
    op_category: CrossCoreOp
    doc: "Pops the next tile sent by the Cube core (Vector side); the result type is assigned by the compiler. Partial valid shapes add (%valid_row, %valid_col) operands; the full-box path pops the physical box then pto.treshape's it."
    operands: []
    kwargs:
      - {name: split, type: int, dsl_default: 0}
      - {name: lane_stride, type: int}
ID_KW
    aliases:
      - {spelling: pl.tpop_from_aic}
    type: {rule: annotated}
    core_affinity: VECTOR
    cross_core_role: TPop
    emit: tpop
    pto: "${dst} = pto.tpop_from_aic$[(${valid_row}, ${valid_col})$] PIPE_ATTRS -> ${dst:t}"
PIPE_FORMS_027(<|${dst} = pto.tpop_from_aic$[(${valid_row}, ${valid_col})$]|>, <| -> ${dst:t}|>)m4_dnl
  - name: tile.tpop_from_aiv
    category: cross_core
    op_category: CrossCoreOp
    doc: "Pops the next tile sent by the Vector cores (Cube side); the result type is assigned by the compiler. Partial valid shapes add (%valid_row, %valid_col) operands."
    operands: []
    kwargs:
      - {name: split, type: int, dsl_default: 0}
ID_KW
    aliases:
      - {spelling: pl.tpop_from_aiv}
    type: {rule: annotated}
    core_affinity: CUBE
    cross_core_role: TPop
    emit: tpop
    pto: "${dst} = pto.tpop_from_aiv$[(${valid_row}, ${valid_col})$] PIPE_ATTRS -> ${dst:t}"
PIPE_FORMS_027(<|${dst} = pto.tpop_from_aiv$[(${valid_row}, ${valid_col})$]|>, <| -> ${dst:t}|>)m4_dnl
  - name: tile.aiv_shard
    category: cross_core
    op_category: CrossCoreOp
    doc: "Cube-to-Vector split boundary: each Vector lane takes its half of the Cube tile along the split axis (split 1 rows, 2 columns, 0 whole); the result type is assigned by the compiler. ExpandMixedKernel turns it into a split tpush/tpop."
    operands:
      - {name: tile, kind: tile}
    kwargs:
      - {name: split, type: int, default: 0}
      - {name: lane_stride, type: int}
    aliases:
      - {spelling: pl.aiv_shard}
    type: {rule: split_reshape, halve: true, mem: Vec}
    checks:
      - {check: kwarg_range, kwarg: split, min: 0, max: 2}
    cross_core_role: AivShard
    emit: unsupported
    emit_note: "a split boundary; ExpandMixedKernel lowers it to a tpush/tpop pair"
  - name: tile.aic_gather
    category: cross_core
    op_category: CrossCoreOp
    doc: "Vector-to-Cube split boundary: the two Vector lanes' halves form the whole tile along the split axis (split 1 rows, 2 columns, 0 whole); the result type is assigned by the compiler. ExpandMixedKernel turns it into a split tpush/tpop."
    operands:
      - {name: tile, kind: tile}
    kwargs:
      - {name: split, type: int, default: 0}
      - {name: lane_stride, type: int}
    aliases:
      - {spelling: pl.aic_gather}
    type: {rule: split_reshape, halve: false, mem: Mat}
    checks:
      - {check: kwarg_range, kwarg: split, min: 0, max: 2}
    cross_core_role: AicGather
    emit: unsupported
    emit_note: "a split boundary; ExpandMixedKernel lowers it to a tpush/tpop pair"
TFREE(aic, aic, VECTOR, <|Returns a popped slot to the Cube producer (Vector side). The freed tile is not printed, and the PTO op is named from the popping side (tfree_from_aic).|>)
TFREE(aiv, aiv, CUBE, <|Returns a popped slot to the Vector producer (Cube side). The freed tile is not printed, and the PTO op is named from the popping side (tfree_from_aiv).|>)
  - name: system.reserve_buffer
    category: cross_core
    op_category: CrossCoreOp
    doc: "Reserves a named local buffer for a cross-core pipe and returns its base as i32. PTO: %n = pto.reserve_buffer {name = \"N\", size = S, location = #pto.address_space<mat|vec|undefined>, auto = false, base = B} -> i32 (location from the function kind; PTOAS planner: auto = true, no base). base -1 (the default, the reference's AUTO) lets the memory planner place the buffer."
    operands: []
    kwargs:
      - {name: name, type: str}
      - {name: size, type: int}
      - {name: base, type: int, default: -1}
    aliases:
      - {spelling: pl.reserve_buffer}
    type: {rule: scalar, dtype: INT32}
    cross_core_role: ReserveBuffer
    emit: reserve
    pto: "${dst} = pto.reserve_buffer {name = \"${kw:name}\", size = ${kw:size}, location = #pto.address_space<${location}>, ${placement}} -> i32"
    ptoas:
      rules:
        - {rule: once, ptoas: "<0.60", msg: "allows one reserve_buffer per function"}
        - {rule: kwarg_range, kwarg: size, min: 1, max: 2147483647, msg: "expects size to be positive"}
  - name: system.import_peer_buffer
    category: cross_core
    op_category: CrossCoreOp
    doc: "Imports a buffer reserved by a peer function and returns its base as i32. PTO: %n = pto.import_reserved_buffer {name = \"N\", peer_func = @F} -> i32."
    operands: []
    kwargs:
      - {name: name, type: str}
      - {name: peer_func, type: str}
    aliases:
      - {spelling: pl.import_peer_buffer}
    type: {rule: scalar, dtype: INT32}
    cross_core_role: ImportBuffer
    emit: import_buffer
    pto: "${dst} = pto.import_reserved_buffer {name = \"${kw:name}\", peer_func = @${kw:peer_func}} -> i32"
    ptoas:
      # ptoas 0.27 looks for peer_func in the importing module only (§2.6) and
      # ptoc writes a module per kernel: the peer's fixed base is the address
      forms:
        - {ptoas: "<0.60", pto: "${dst} = arith.constant ${peer_base} : i32"}
  - name: system.set_ffts
    category: cross_core
    op_category: SyncOp
    doc: "Installs the FFTS workspace (a 1-D INT64 tensor of at least 256 elements). PTO: pto.set_ffts %ws : !pto.ptr<i64> (the tensor's base pointer)."
    operands:
      - {name: workspace, kind: tensor}
    type: {rule: none}
    flags: [no_arg_writes]
    emit: tensor_ptr
    pto: "pto.set_ffts ${ptr} : ${ptr:t}"
    ptoas:
      rules:
        - {rule: reject, ptoas: "<0.60", msg: "takes the FFTS workspace as a memref before ptoas 0.60, and ptoc passes a !pto.ptr<i64>: needs ptoas >= 0.60"}
  - name: system.sync_set
    category: cross_core
    op_category: SyncOp
    doc: "Signals an inter-core event from a pipe; the event is either the static event_id (0..13) or the dynamic index operand."
    operands:
      - {name: event_id_dyn, kind: scalar, optional: true}
    kwargs:
      - {name: pipe, type: int, enum: pipe, required: true}
      - {name: event_id, type: int}
      - {name: ffts_mode, type: int}
      - {name: core_type, type: str}
    type: {rule: none}
    checks:
      - {check: kwarg_range, kwarg: pipe, min: 0, max: 7}
      - {check: kwarg_range, kwarg: event_id, min: 0, max: 13}
    pto: "pto.sync.set <${kw:pipe|pipe}>, $[${0}$]$[${kw:event_id}$]$[?ffts_mode  {ffts_mode = ${kw:ffts_mode} : i32}$]"
    ptoas:
      rules:
        - {rule: kwarg_range, kwarg: ffts_mode, min: 0, max: 2, msg: "expects ffts_mode in [0, 2]"}
        - {rule: kwarg_in, kwarg: pipe, arch: a5, ptoas: "<0.60", values: [FIX, MTE3], msg: "A5 sync.set expects pipe to be one of <PIPE_FIX>, <PIPE_MTE3>"}
        - {rule: kwarg_in, kwarg: pipe, arch: a5, ptoas: ">=0.60", values: [FIX, MTE1, MTE2, MTE3, V], msg: "A5 sync.set expects pipe to be one of <PIPE_FIX>, <PIPE_MTE1>, <PIPE_MTE2>, <PIPE_MTE3>, <PIPE_V>"}
        - {rule: kwarg_range, kwarg: event_id, arch: a5, ptoas: ">=0.60", min: 0, max: 15, msg: "expects A5 event_id in [0, 15]"}
        - {rule: needs_op, arch: a3, ops: [system.set_ffts], msg: "A3 inter-core sync requires explicit pto.set_ffts in the same function"}
  - name: system.sync_wait
    category: cross_core
    op_category: SyncOp
    doc: "Waits on a pipe for an inter-core event, given statically (event_id) or by the dynamic index operand."
    operands:
      - {name: event_id_dyn, kind: scalar, optional: true}
    kwargs:
      - {name: pipe, type: int, enum: pipe, required: true}
      - {name: event_id, type: int}
      - {name: core_type, type: str}
    type: {rule: none}
    checks:
      - {check: kwarg_range, kwarg: pipe, min: 0, max: 7}
      - {check: kwarg_range, kwarg: event_id, min: 0, max: 13}
    pto: "pto.sync.wait <${kw:pipe|pipe}>, $[${0}$]$[${kw:event_id}$]"
    ptoas:
      rules:
        - {rule: kwarg_in, kwarg: pipe, arch: a5, values: [FIX, MTE1, MTE2, MTE3, V], msg: "A5 sync.wait expects pipe to be one of <PIPE_FIX>, <PIPE_MTE1>, <PIPE_MTE2>, <PIPE_MTE3>, <PIPE_V>"}
        - {rule: kwarg_range, kwarg: event_id, arch: a5, ptoas: ">=0.60", min: 0, max: 15, msg: "expects A5 event_id in [0, 15]"}
        - {rule: needs_op, arch: a3, ops: [system.set_ffts], msg: "A3 inter-core sync requires explicit pto.set_ffts in the same function"}
  - name: system.syncall
    category: cross_core
    op_category: SyncOp
    doc: "All-core barrier. The hard (FFTS) form is templated; the soft form polls a GM INT32 workspace: pto.syncall(%pv[, %used] : !pto.partition_tensor_view<...xi32>[, i32]) mode = #pto.sync_all_mode<soft>, core_type = #pto.sync_core_type<C>."
    operands:
      - {name: gm_workspace, kind: tensor, optional: true}
      - {name: used_cores, kind: scalar, optional: true}
    kwargs:
      - {name: core_type, type: str, enum: sync_core_type, dsl_default: mix}
      - {name: mode, type: str, enum: sync_all_mode, default: hard}
    type: {rule: none}
    emit: whole_pview
    pto: "pto.syncall($[${pview}$]$[, ${1@i32}$]$[ : ${pview:t}$]$[, ${1@i32:t}$]) mode = #pto.sync_all_mode<${kw:mode|sync_all_mode}>, core_type = #pto.sync_core_type<${kw:core_type|sync_core_type}>"
